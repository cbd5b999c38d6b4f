/** Login and session calls of spec 7.1, shared by client and server. */
import * as v from 'valibot';
import { envelope } from './envelope.ts';

export const loginRequest = v.object({
  username: v.pipe(v.string('username is required'), v.trim(), v.email('username must be an e-mail address')),
  password: v.pipe(v.string('password is required'), v.minLength(1, 'password is required')),
});
export type LoginRequest = v.InferOutput<typeof loginRequest>;

/** The auth user of spec 3. */
export const authUser = v.object({
  id: v.number(),
  username: v.string(),
  email: v.string(),
  name: v.object({ first_name: v.string(), last_name: v.string() }),
  company: v.nullable(v.string()),
  profilePic: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  accountId: v.nullable(v.number()),
  account_role: v.nullable(v.number()),
  roleType: v.nullable(v.number()),
  partnerId: v.number(),
  isStaff: v.boolean(),
});
export type AuthUser = v.InferOutput<typeof authUser>;

export const loginResponse = envelope(v.object({ token: v.string(), user: authUser }));
export const meResponse = envelope(authUser);

export const setOnlineRequest = v.object({
  isOnline: v.picklist([0, 1], 'isOnline must be 0 or 1'),
});
export type SetOnlineRequest = v.InferOutput<typeof setOnlineRequest>;
