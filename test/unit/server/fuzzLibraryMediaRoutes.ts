/**
 * My library's uploads and videos (routes/libraryMedia.ts, issue 18) as the fuzz test calls them, spread into
 * fuzzRoutes.ts's table. The fuzz test sends JSON and form bodies only, so an upload is always refused here (415, or
 * 401 anonymously) and stores nothing; the multipart cases (images, videos, posters, sizes, damaged files) are
 * libraryMedia.test.ts' and libraryVideos.test.ts'. Valid removals name an id that does not exist, so they answer
 * 404 and change nothing.
 * Written without fuzzRoutes.ts's helpers, which that module defines after importing this one.
 */
import * as libraryMedia from '../../../src/contract/libraryMedia.ts';
import type { FuzzContext, RouteSpec } from './fuzzRoutes.ts';

const body = (
  schema: typeof libraryMedia.libraryMediaPageRequest | typeof libraryMedia.deleteLibraryMediaRequest,
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
};
