/**
 * My library's uploads and videos (routes/libraryMedia.ts, issue 18) as the fuzz test calls them, spread into
 * fuzzRoutes.ts's table. The fuzz test sends JSON and form bodies only, so an upload is always refused here (415, or
 * 401 anonymously) and stores nothing; the multipart cases (images, videos, posters, sizes, damaged files) are
 * libraryMedia.test.ts' and libraryVideos.test.ts'. Valid removals and crops name an id that does not exist, so
 * they answer 404 and change nothing (the crops themselves: mediaCrop.test.ts).
 * Written without fuzzRoutes.ts's helpers, which that module defines after importing this one.
 */
import * as libraryMedia from '../../../src/contract/libraryMedia.ts';
import type { FuzzContext, RouteSpec } from './fuzzRoutes.ts';

const body = (
  schema:
    | typeof libraryMedia.libraryMediaPageRequest
    | typeof libraryMedia.deleteLibraryMediaRequest
    | typeof libraryMedia.cropLibraryMediaRequest,
  example: (ctx: FuzzContext) => Record<string, unknown>,
) => ({ schema, example });

export const LIBRARY_MEDIA_FUZZ_ROUTES: Record<string, RouteSpec> = {
  'POST /api/auth/uploadLibraryMedia': { body: 'ignored' },
  'POST /api/auth/getlibraryuploads': {
    body: body(libraryMedia.libraryMediaPageRequest, (ctx) => ({ page: 1, account_id: ctx.acme })),
  },
  'POST /api/auth/getvideoposts': {
    body: body(libraryMedia.libraryMediaPageRequest, (ctx) => ({ page: 2, account_id: ctx.acme })),
  },
  'POST /api/auth/deleteLibraryMedia': {
    writes: true,
    body: body(libraryMedia.deleteLibraryMediaRequest, (ctx) => ({
      account_id: ctx.acme,
      id: 'AAAAAAAAAAAAAAAAAAAAAA',
    })),
  },
  'POST /api/auth/cropLibraryMedia': {
    body: body(libraryMedia.cropLibraryMediaRequest, (ctx) => ({
      account_id: ctx.acme,
      id: 'AAAAAAAAAAAAAAAAAAAAAA',
      shape: 'square',
      crop: { x: 0, y: 0, width: 100, height: 100 },
    })),
  },
};
