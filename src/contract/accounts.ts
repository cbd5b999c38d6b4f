/** Account calls of spec 7.2 used so far. */
import * as v from 'valibot';
import { envelope } from './envelope.ts';

/** The account of spec 3, as the current user sees it. */
export const account = v.object({
  id: v.number(),
  accountId: v.number(),
  accountName: v.string(),
  logo: v.nullable(v.string()),
  account_role: v.number(),
  roleType: v.number(),
  landing_url: v.string(),
  checked: v.boolean(),
  Onboarding_type_id: v.nullable(v.number()),
  isInvited: v.picklist([0, 1]),
  noId: v.picklist([0, 1]),
});
export type Account = v.InferOutput<typeof account>;

export const accountsResponse = envelope(v.array(account));

export const accountDetailsRequest = v.object({
  account_id: v.pipe(v.union([v.number(), v.pipe(v.string(), v.toNumber())], 'account_id is required'), v.integer('account_id must be a whole number')),
});
export const accountDetailsResponse = envelope(v.array(account));
