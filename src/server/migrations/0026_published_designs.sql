-- A design in a published post (issue 19). A post's media may name a design's image (/api/designs/{id}/image...,
-- src/domain/designImageRef.ts) rather than a bitmap: when the post is published the server renders the design's
-- current version (src/server/designRender.ts) and keeps the image in the media store as kind 'published'. The
-- networks fetch it at a public, unguessable /api/media/{id}, and what went out stays as it was whatever happens to
-- the design afterwards. file_name names the render (design-{id}-v{version}-{format}-{scale}x): a retry or another
-- channel of the post uses the same image.
alter table media drop constraint media_kind_check;
alter table media add constraint media_kind_check
  check (kind in ('avatar', 'logo', 'upload', 'video', 'published'));
alter table media drop constraint media_owner_check;
alter table media add constraint media_owner_check check (
  (kind = 'avatar' and user_id is not null)
  or (kind in ('logo', 'upload', 'video', 'published') and account_id is not null)
);
create index media_published on media (account_id, file_name) where kind = 'published';
