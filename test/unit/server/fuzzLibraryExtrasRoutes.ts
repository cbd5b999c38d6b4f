/**
 * The library's smaller routes (routes/libraryExtras.ts) as the fuzz test calls them, spread into fuzzRoutes.ts's
 * table. Written without fuzzRoutes.ts's helpers, which that module defines after importing this one. The mail
 * route's key is Hono's pattern as registered; its parameter is named with the pattern so the fuzz test's
 * `:name` replacement fills the whole segment.
 */
import * as v from 'valibot';
import * as extras from '../../../src/contract/libraryExtras.ts';
import type { RouteSpec } from './fuzzRoutes.ts';

const MAIL_PARAM = `mailFor{${extras.MAIL_FOR_PATTERN}}`;

export const LIBRARY_EXTRAS_FUZZ_ROUTES: Record<string, RouteSpec> = {
  'GET /api/auth/getReelIdeas': {},
  'GET /api/auth/getAllReelIdeasFolder': {},
  'POST /api/auth/addReelIdeaFolder': {
    writes: true,
    body: {
      schema: extras.addReelIdeaFolderRequest,
      example: (ctx) => ({ account_id: ctx.acme, name: 'Fuzz reels' }),
    },
  },
  'POST /api/auth/renameReelIdeaFolder': {
    writes: true,
    // No folder has this id: refused (404) whatever the name.
    body: {
      schema: extras.renameReelIdeaFolderRequest,
      example: (ctx) => ({ account_id: ctx.acme, folder_id: 2_000_000_000, name: 'Renamed' }),
    },
  },
  'POST /api/auth/deleteReelIdeaFolder': {
    writes: true,
    body: {
      schema: extras.deleteReelIdeaFolderRequest,
      example: (ctx) => ({ account_id: ctx.acme, folder_id: 2_000_000_000 }),
    },
  },
  'POST /api/auth/moveReelIdea': {
    writes: true,
    body: {
      schema: extras.moveReelIdeaRequest,
      example: (ctx) => ({ account_id: ctx.acme, reel_idea_id: 101, folder_id: null }),
    },
  },
  'GET /api/getDiy_text': {},
  'GET /api/auth/getUserdetail': {},
  'GET /api/userlist': {},
  'GET /api/getPendingpost': {},
  [`POST /api/:${MAIL_PARAM}`]: {
    writes: true,
    body: { schema: extras.mailForRequest, example: (ctx) => ({ user_id: ctx.ownerId }) },
    params: {
      [MAIL_PARAM]: {
        example: () => 'welcomeMail',
        schema: v.pipe(v.string(), v.regex(new RegExp(`^${extras.MAIL_FOR_PATTERN}$`))),
      },
    },
  },
};
