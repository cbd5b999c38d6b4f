-- Registration by e-mail confirmation (issue 12): POST /register answers the same for every e-mail and mails a
-- link; POST /confirmRegistration {token} creates the user. Until then the registration waits here, with only the
-- SHA-256 of its link token (base64url, like password_tokens) and the scrypt hash of the chosen password.
-- A row is deleted when its link is used, when a newer registration of the same e-mail replaces it, and once
-- expired (swept by the next registration).
create table pending_registrations (
  id integer generated always as identity primary key,
  token_hash text not null unique,
  email text not null,
  first_name text not null,
  last_name text not null,
  password_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index pending_registrations_email_idx on pending_registrations (lower(email));
create index pending_registrations_expires_idx on pending_registrations (expires_at);
