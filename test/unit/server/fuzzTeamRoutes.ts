/**
 * The team routes (routes/team.ts) as the fuzz test calls them, spread into fuzzRoutes.ts's table. Written without
 * fuzzRoutes.ts's helpers, which that module defines after importing this one.
 */
import * as team from '../../../src/contract/team.ts';
import type { RouteSpec } from './fuzzRoutes.ts';

export const TEAM_FUZZ_ROUTES: Record<string, RouteSpec> = {
  'GET /api/auth/userlist': {},
  'POST /api/auth/inviteMember': {
    writes: true,
    body: {
      schema: team.inviteMemberRequest,
      example: (ctx) => ({
        account_id: ctx.acme,
        email: 'fuzz-invite@example.test',
        first_name: 'Fay',
        last_name: 'Fuzz',
        account_role: 2,
      }),
    },
  },
  'POST /api/auth/updateMemberRole': {
    writes: true,
    body: {
      schema: team.updateMemberRoleRequest,
      example: (ctx) => ({ account_id: ctx.acme, user_id: ctx.viewerId, account_role: 3 }),
    },
  },
  'POST /api/auth/removeMember': {
    writes: true,
    // The caller themself: refused, so the seeded team stays as it is for the other cases.
    body: {
      schema: team.removeMemberRequest,
      example: (ctx) => ({ account_id: ctx.acme, user_id: ctx.ownerId }),
    },
  },
};
