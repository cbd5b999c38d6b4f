-- The media store (issue 16; src/server/media.ts, routes/media.ts): uploaded images kept in the database, so every
-- server instance on one PostgreSQL serves the same files. One row per image: the served original (re-encoded,
-- without metadata) and its WebP thumbnail, each with the SHA-256 ETag of its bytes. An avatar belongs to a person
-- (users.avatar holds its URL), a logo to an account (accounts.logo); both go with their owner.

create table media (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{22}$'),
  kind text not null check (kind in ('avatar', 'logo')),
  user_id integer references users (id) on delete cascade,
  account_id integer references accounts (id) on delete cascade,
  -- Who uploaded it (a logo's uploader may leave the account, or be deleted).
  uploaded_by integer references users (id) on delete set null,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  byte_size integer not null check (byte_size > 0),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  etag text not null,
  data bytea not null,
  thumbnail_type text not null,
  thumbnail_size integer not null check (thumbnail_size > 0),
  thumbnail_etag text not null,
  thumbnail bytea not null,
  created_at timestamptz not null,
  check ((kind = 'avatar' and user_id is not null) or (kind = 'logo' and account_id is not null))
);
create index media_user on media (user_id) where user_id is not null;
create index media_account on media (account_id) where account_id is not null;

-- Images are compressed already: store them out of line without trying to compress them again.
alter table media alter column data set storage external;
alter table media alter column thumbnail set storage external;
