/** Account calls of spec 7.2 used so far. */
import * as v from 'valibot';
import { envelope } from './envelope.ts';
import { idField } from './fields.ts';

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

/** GET /auth/getUAccounts: the user's accounts; `checked` marks the landing account. */
export const accountsResponse = envelope(v.array(account));

/** POST /auth/getaccountdetails {account_id}. */
export const accountDetailsRequest = v.object({
  account_id: idField('account_id'),
});
export type AccountDetailsRequest = v.InferOutput<typeof accountDetailsRequest>;
/** data[0] is the account; `code` is 200 on success. */
export const accountDetailsResponse = envelope(v.array(account));

/** POST /auth/setlandingaccount {account_id}: the chosen account becomes the landing (selected) one. */
export const setLandingAccountRequest = v.object({
  account_id: idField('account_id'),
});
export type SetLandingAccountRequest = v.InferOutput<typeof setLandingAccountRequest>;
/** data is the account now marked as landing (`checked` true). */
export const setLandingAccountResponse = envelope(account);

/**
 * Where a call under /auth/ names its account (spec 7): the `accountId` header, the `account_Id`
 * header, or `account_id` in the body. The server checks every one the call carries.
 */
export const ACCOUNT_HEADERS = ['accountId', 'account_Id'] as const;
export const ACCOUNT_BODY_FIELD = 'account_id';
