/** The team calls (issue 16): the account's members, invitations, role changes and removals. */
import * as v from 'valibot';
import { TEAM_EMAIL_MAX, TEAM_NAME_MAX, TEAM_ROLE_VALUES } from '../domain/team.ts';
import { envelope } from './envelope.ts';
import { idField } from './fields.ts';

/** A member of the account, as GET /auth/userlist answers it. */
export const teamMember = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  account_role: v.number(),
  /** The membership came from an invitation (spec 3's isInvited). */
  is_invited: v.picklist([0, 1]),
  /** Invited, and has not set a password yet. */
  pending: v.boolean(),
});
export type TeamMember = v.InferOutput<typeof teamMember>;

/** GET /auth/userlist (header account): the account's members, owners first, then by name. */
export const teamListResponse = envelope(v.array(teamMember));

const roleField = (name: string) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.picklist(TEAM_ROLE_VALUES as number[], `${name} must be 1, 2 or 3`),
  );

const nameField = (name: string) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be text`),
      v.trim(),
      v.maxLength(TEAM_NAME_MAX, `${name} must have at most ${TEAM_NAME_MAX} characters`),
    ),
    '',
  );

/** POST /auth/inviteMember {account_id, email, first_name?, last_name?, account_role}. */
export const inviteMemberRequest = v.object({
  account_id: idField('account_id'),
  email: v.pipe(
    v.string('email is required'),
    v.trim(),
    v.minLength(1, 'email is required'),
    v.maxLength(TEAM_EMAIL_MAX, `email must have at most ${TEAM_EMAIL_MAX} characters`),
    v.email('email must be an e-mail address'),
  ),
  first_name: nameField('first_name'),
  last_name: nameField('last_name'),
  account_role: roleField('account_role'),
});
export type InviteMemberRequest = v.InferInput<typeof inviteMemberRequest>;
/** data is the member as listed; `message` says whether a new person was invited or a known one added. */
export const inviteMemberResponse = envelope(teamMember);

/** POST /auth/updateMemberRole {account_id, user_id, account_role}. */
export const updateMemberRoleRequest = v.object({
  account_id: idField('account_id'),
  user_id: idField('user_id'),
  account_role: roleField('account_role'),
});
export type UpdateMemberRoleRequest = v.InferInput<typeof updateMemberRoleRequest>;
export const updateMemberRoleResponse = envelope(teamMember);

/** POST /auth/removeMember {account_id, user_id}. */
export const removeMemberRequest = v.object({
  account_id: idField('account_id'),
  user_id: idField('user_id'),
});
export type RemoveMemberRequest = v.InferInput<typeof removeMemberRequest>;
export const removeMemberResponse = envelope(v.object({ user_id: v.number() }));
