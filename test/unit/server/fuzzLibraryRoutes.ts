/**
 * The content library's routes (routes/library.ts, issue 18) as the fuzz test calls them, spread into fuzzRoutes.ts's
 * table. Written without fuzzRoutes.ts's helpers, which that module defines after importing this one.
 */
import { idField, pageField } from '../../../src/contract/fields.ts';
import * as library from '../../../src/contract/library.ts';
import { pagedRequest } from '../../../src/contract/posts.ts';
import type { RouteSpec } from './fuzzRoutes.ts';

const q = library.libraryQuery.entries;
const postId = { example: () => '9001', schema: idField('id') };

export const LIBRARY_FUZZ_ROUTES: Record<string, RouteSpec> = {
  'GET /api/auth/getAllLibrary': {
    query: {
      page: { example: () => '2', schema: q.page },
      q: { example: () => 'bread', schema: q.q },
      industries: { example: () => '9,18', schema: q.industries },
      categories: { example: () => 'all', schema: q.categories },
      network: { example: () => '3', schema: q.network },
    },
  },
  'GET /api/auth/getMyLibraryPost/:page': { params: { page: { example: () => '1', schema: pageField } } },
  'GET /api/auth/getLibraryPost/:id': { params: { id: postId } },
  'POST /api/auth/getfavouriteposts': {
    body: { schema: pagedRequest, example: (ctx) => ({ page: 1, account_id: ctx.acme }) },
  },
  'POST /api/auth/setLibraryFavourite': {
    writes: true,
    body: {
      schema: library.setLibraryFavouriteRequest,
      example: (ctx) => ({ account_id: ctx.acme, library_post_id: 9001, favourite: true }),
    },
  },
  'POST /api/auth/getAllSharedImages': {
    body: { schema: pagedRequest, example: (ctx) => ({ page: 1, account_id: ctx.acme }) },
  },
  'GET /api/library/images/:id': { params: { id: { example: () => '9001.png', schema: null } } },
  'GET /api/library/images/:id/thumbnail.webp': { params: { id: postId } },
};
