/**
 * The signed-in user's accounts (GET /auth/getUAccounts, spec 7.2): one entry per user (the session clears the
 * cache when the user changes). Creating an account adds one.
 */
import type { accountCalls } from '../accounts.ts';
import { singleResource } from './client.ts';

export const accounts = singleResource(
  'accounts',
  async (calls: Pick<ReturnType<typeof accountCalls>, 'accounts'>) => (await calls.accounts()).data ?? [],
);
