/**
 * The designs' routes (routes/designs.ts, issue 19) as the fuzz test calls them, spread into fuzzRoutes.ts's table.
 * Written without fuzzRoutes.ts's helpers, which that module defines after importing this one. Design 1 is the first
 * ready-made template (migration 0025): every account reads it, none changes it (403), a duplicate of it is the
 * account's own.
 */
import * as v from 'valibot';
import * as designs from '../../../src/contract/designs.ts';
import { idField } from '../../../src/contract/fields.ts';
import { designImageQuery, designListQuery } from '../../../src/server/routes/designs.ts';
import type { FuzzContext, RouteSpec } from './fuzzRoutes.ts';

const designId = { example: () => '1', schema: idField('id') };
const accountOnly = v.object({ account_id: v.number() });
const account = (ctx: FuzzContext) => ({ account_id: ctx.acme });
const list = designListQuery.entries;
const image = designImageQuery.entries;

export const DESIGN_FUZZ_ROUTES: Record<string, RouteSpec> = {
  'GET /api/auth/designs': {
    query: {
      kind: { example: () => 'templates', schema: list.kind },
      page: { example: () => '2', schema: list.page },
    },
  },
  'POST /api/auth/designs': {
    writes: true,
    body: {
      schema: designs.createDesignBody,
      example: (ctx) => ({ account_id: ctx.acme, preset: 'square', width: 1080, height: 1080, name: 'Fuzz' }),
    },
  },
  'GET /api/auth/designs/:id': { params: { id: designId } },
  'PUT /api/auth/designs/:id': {
    writes: true,
    params: { id: designId },
    body: {
      schema: designs.saveDesignBody,
      example: (ctx) => ({
        account_id: ctx.acme,
        version: 1,
        name: 'Fuzzed',
        doc: { width: 1080, height: 1080, background: '#FFFFFF', nodes: [] },
      }),
    },
  },
  'PATCH /api/auth/designs/:id': {
    writes: true,
    params: { id: designId },
    body: { schema: designs.renameDesignBody, example: (ctx) => ({ account_id: ctx.acme, name: 'Renamed' }) },
  },
  'DELETE /api/auth/designs/:id': {
    writes: true,
    params: { id: designId },
    body: { schema: accountOnly, example: account },
  },
  'POST /api/auth/designs/:id/duplicate': {
    writes: true,
    params: { id: designId },
    body: { schema: accountOnly, example: account },
  },
  'GET /api/designs/:id/image': {
    params: { id: { example: () => '1', schema: null } },
    query: {
      format: { example: () => 'webp', schema: image.format },
      scale: { example: () => '1', schema: image.scale },
      width: { example: () => '64', schema: image.width },
      v: { example: () => '1', schema: null },
      account_Id: { example: (ctx) => String(ctx.acme), schema: image.account_Id },
    },
  },
};
