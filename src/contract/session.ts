/** Login and session calls of spec 7.1, shared by client and server. */
import * as v from 'valibot';
import { envelope } from './envelope.ts';
import { dateTimeParts, idField } from './fields.ts';
import { PROFILE_MAX_LENGTH, profileLabels, profileMessages, type ProfileField } from '../domain/profile.ts';

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
  /** Profile fields of spec 3 (absent from older answers). */
  telephone: v.optional(v.nullable(v.string()), null),
  country: v.optional(v.nullable(v.string()), null),
  region: v.optional(v.nullable(v.string()), null),
  zip_code: v.optional(v.nullable(v.string()), null),
  /** Set while a staff member impersonates this user (spec 1): the admin's first name, or null for 'Admin'. */
  impersonator: v.optional(v.nullable(v.object({ first_name: v.nullable(v.string()) })), null),
});
export type AuthUser = v.InferOutput<typeof authUser>;

export const loginResponse = envelope(v.object({ token: v.string(), user: authUser }));
export const meResponse = envelope(authUser);

export const setOnlineRequest = v.object({
  isOnline: v.picklist([0, 1], 'isOnline must be 0 or 1'),
});
export type SetOnlineRequest = v.InferOutput<typeof setOnlineRequest>;
export const setOnlineResponse = envelope(v.object({ isOnline: v.picklist([0, 1]) }));

/** POST /logout: ends the session; always answers 200 (a stale token is already logged out). */
export const logoutResponse = envelope(v.object({ loggedOut: v.literal(true) }));

/** Spec 9: the last-login stamp is 'YYYY-MM-DD HH:mm:ss' in UTC. */
export const LAST_LOGIN_FORMAT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** True when `text` is a real calendar date and time in the last-login format. */
export function isLastLoginStamp(text: string): boolean {
  const match = LAST_LOGIN_FORMAT.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = dateTimeParts(match);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** A profile field of POST /updateProfile: text of at most the form's length (src/domain/profile.ts). */
const profileText = (field: ProfileField) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.maxLength(
      PROFILE_MAX_LENGTH[field],
      profileMessages.tooLong(profileLabels[field], PROFILE_MAX_LENGTH[field]),
    ),
  );

/** The profile of spec 3; the server applies the form's rules and answers their sentence. */
export const profileFieldsRequest = v.object({
  first_name: profileText('first_name'),
  last_name: profileText('last_name'),
  email: profileText('email'),
  telephone: profileText('telephone'),
  country: profileText('country'),
  region: profileText('region'),
  zip_code: profileText('zip_code'),
} satisfies Record<ProfileField, unknown>);

/**
 * POST /updateProfile {last_login, id} (spec 7.1), "also used with profile fields": {id, profile}. Only for the
 * current user.
 */
export const updateProfileRequest = v.pipe(
  v.object({
    id: idField('id'),
    last_login: v.optional(
      v.pipe(
        v.string('last_login is required'),
        v.check(isLastLoginStamp, 'last_login must be a UTC date and time as YYYY-MM-DD HH:mm:ss'),
      ),
    ),
    profile: v.optional(profileFieldsRequest),
  }),
  v.check(
    (body) => body.last_login !== undefined || body.profile !== undefined,
    'last_login is required (or profile, to save the profile)',
  ),
);
export type UpdateProfileRequest = v.InferOutput<typeof updateProfileRequest>;
export const updateProfileResponse = envelope(
  v.object({ id: v.number(), last_login: v.optional(v.string()), user: v.optional(authUser) }),
);
