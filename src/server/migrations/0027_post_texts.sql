-- The post editor's content of a post (issue 19; src/domain/networkRules.ts). texts: a network's own text, keyed by
-- provider id as text ({"2": "..."}); a network without one is sent `description`. Only networks among the post's
-- channels keep one (updatePost drops the others when the channels change). first_comment: published under the post
-- where the network takes one ('' for none). alt_texts: one alt text per media item, in the order of `media` ('' for
-- none; may be shorter than `media`).
alter table posts add column texts jsonb not null default '{}'::jsonb;
alter table posts add column first_comment text not null default '';
alter table posts add column alt_texts jsonb not null default '[]'::jsonb;

-- What the sandbox networks were sent of a post besides its text and media (their feed page shows it): the first
-- comment (null: none was sent) and the alt text of each media item, in order.
alter table sandbox_social_posts add column first_comment text;
alter table sandbox_social_posts add column alt_texts jsonb not null default '[]'::jsonb;
