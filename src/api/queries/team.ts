/**
 * The members of an account (GET /auth/userlist, issue 16): read by the Team tab and /users, invalidated after an
 * invitation, a role change or a removal.
 */
import type { TeamCalls } from '../team.ts';
import { keyedResource } from './client.ts';

export const team = keyedResource('team', (calls: Pick<TeamCalls, 'members'>, _accountId: number) =>
  calls.members(),
);
