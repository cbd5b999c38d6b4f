-- A post shared for review (issue 19, /{accid}/sharedposteditor/{token}): a member makes a link for someone without
-- an account, who may view the post and approve it or leave a comment, once. The link expires (expires_at), can be
-- revoked (revoked_at) and is used by the reviewer's one answer (used_at with decision, comment and reviewer_name).
-- Only the SHA-256 (hex) of the link's random token is stored: the token itself is shown once, to its creator.
create table post_review_links (
  id integer generated always as identity primary key,
  post_id integer not null references posts (id) on delete cascade,
  account_id integer not null references accounts (id) on delete cascade,
  token_hash text not null unique,
  -- null once the member who made it is gone (the link and its answer stay with the post).
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  used_at timestamptz,
  decision text check (decision in ('approved', 'commented')),
  comment text,
  reviewer_name text,
  -- The answer comes whole: a used link has a decision and a name, an unused one neither.
  check ((used_at is null) = (decision is null) and (used_at is null) = (reviewer_name is null))
);
create index post_review_links_post_idx on post_review_links (post_id);
