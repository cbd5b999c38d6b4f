/**
 * The content library (issue 18; spec 1, 7.5, 9), all account-scoped (header account_Id, or account_id in a body):
 *
 * - GET /auth/getAllLibrary?page=&q=&industries=&categories=&network=: the ready-made posts, LIBRARY_PAGE_SIZE per page,
 *   `rows` = how many match. `q`: words searched in title, caption and hashtags (PostgreSQL full-text search, each
 *   word also as a prefix: "bak" finds "bakery"); best match first, else newest first. `industries`, `categories`:
 *   comma-separated ids, absent = the account's own picks from its setup (topics and categories steps), or every one
 *   while it picked none; `all` = every one. `network`: one provider id the post is suggested for.
 * - GET /auth/getMyLibraryPost/{page}: the account's own feed: posts of its industries and categories, newest first.
 * - GET /auth/getLibraryPost/{id}: one post (the planner's "Use this post").
 * - POST /auth/getfavouriteposts {page, account_id}: the account's favourite library posts, newest favourite first.
 * - POST /auth/setLibraryFavourite {account_id, library_post_id, favourite}: marks or unmarks one (idempotent).
 * - POST /auth/getAllSharedImages {page, account_id}: the library's ready-made images of the account's industries,
 *   `pagination.totalPages` as spec 7.5 says.
 *
 * Each post answers with the account's own `favourite` flag and the URL of its image (a 1080 × 1080 PNG drawn by
 * the server, GET /library/images/{id}.png, and a small WebP at /library/images/{id}/thumbnail.webp).
 */
import * as v from 'valibot';
import { LIBRARY_PAGE_SIZE, LIBRARY_SEARCH_MAX } from '../domain/library.ts';
import { envelope } from './envelope.ts';
import { idField, pageField } from './fields.ts';

export { LIBRARY_PAGE_SIZE };

/** The provider ids a library post can be suggested for (spec 3 "Social link"). */
export const LIBRARY_NETWORK_IDS = [1, 2, 3, 4, 6] as const;

export const libraryPostWire = v.object({
  id: v.number(),
  industry_id: v.number(),
  industry: v.string(),
  category_id: v.number(),
  category: v.string(),
  title: v.string(),
  caption: v.string(),
  hashtags: v.array(v.string()),
  networks: v.array(v.number()),
  image_url: v.string(),
  thumbnail_url: v.string(),
  favourite: v.boolean(),
});
export type LibraryPostWire = v.InferOutput<typeof libraryPostWire>;

/** A page of library posts: `rows` is how many there are in all. */
export const libraryPageResponse = envelope(v.array(libraryPostWire));
export const libraryPostResponse = envelope(libraryPostWire);

const idList = (name: string) =>
  v.union(
    [
      v.literal('all'),
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^\d{1,9}(,\d{1,9}){0,49}$/, `${name} must be comma-separated ids, or all`),
        v.transform((text) => [...new Set(text.split(',').map(Number))]),
      ),
    ],
    `${name} must be comma-separated ids, or all`,
  );

/** The query string of getAllLibrary (every field optional). */
export const libraryQuery = v.object({
  page: pageField,
  q: v.optional(
    v.pipe(v.string(), v.maxLength(LIBRARY_SEARCH_MAX, `q must be at most ${LIBRARY_SEARCH_MAX} characters`)),
    '',
  ),
  industries: v.optional(idList('industries')),
  categories: v.optional(idList('categories')),
  network: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.picklist(LIBRARY_NETWORK_IDS, `network must be one of ${LIBRARY_NETWORK_IDS.join(', ')}`),
    ),
  ),
});
export type LibraryQuery = v.InferOutput<typeof libraryQuery>;

export const setLibraryFavouriteRequest = v.object({
  account_id: idField('account_id'),
  library_post_id: idField('library_post_id'),
  favourite: v.boolean('favourite must be true or false'),
});
export type SetLibraryFavouriteRequest = v.InferOutput<typeof setLibraryFavouriteRequest>;

export const setLibraryFavouriteResponse = envelope(
  v.object({ library_post_id: v.number(), favourite: v.boolean() }),
);

export const sharedImageWire = v.object({
  id: v.number(),
  title: v.string(),
  industry: v.string(),
  image_url: v.string(),
  thumbnail_url: v.string(),
});
export type SharedImageWire = v.InferOutput<typeof sharedImageWire>;

export const sharedImagesResponse = v.object({
  ...envelope(v.array(sharedImageWire)).entries,
  pagination: v.object({ page: v.number(), totalPages: v.number(), rows: v.number() }),
});
