/**
 * The team of an account (/users and the settings hub's Team tab; issue 16): the roles a member can have, the words
 * the views and the server use, and the rules about who may change or remove whom. Pure: read by the server
 * (src/server/routes/team.ts) and the views alike, so both refuse the same things with the same sentences.
 *
 * Rules (the spec is silent; docs/decisions.md):
 * - roles offered: 1 Owner, 2 Member, 3 Read-only (src/domain/permissions.ts says what each may do);
 * - an account always keeps an owner: nobody removes or demotes its last owner;
 * - nobody changes their own role, and nobody removes themselves here (there is no "Leave account").
 */
import { MEMBER_ROLE, OWNER_ROLE, READ_ONLY_ROLE } from './permissions.ts';

export interface TeamRole {
  readonly role: number;
  readonly label: string;
  readonly description: string;
}

/** The roles the invite form and the role select offer, in order. */
export const TEAM_ROLES: readonly TeamRole[] = [
  { role: OWNER_ROLE, label: 'Owner', description: 'Everything, including the team, plan and billing.' },
  { role: MEMBER_ROLE, label: 'Member', description: 'Everything, including the team, plan and billing.' },
  { role: READ_ONLY_ROLE, label: 'Read-only', description: 'Sees the account and chats; changes nothing.' },
];

export const TEAM_ROLE_VALUES: readonly number[] = TEAM_ROLES.map((each) => each.role);

/** The role an invitation starts with. */
export const DEFAULT_INVITE_ROLE = MEMBER_ROLE;

/** The longest e-mail address the form and the server accept (as the profile's). */
export const TEAM_EMAIL_MAX = 254;
/** The longest first or last name of an invitation. */
export const TEAM_NAME_MAX = 50;

/** How long an invitation's password_setup link works: 7 days. */
export const INVITE_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A role's wording ('Role 7' for one the product does not offer). */
export function roleLabel(role: number): string {
  return TEAM_ROLES.find((each) => each.role === role)?.label ?? `Role ${role}`;
}

export const teamTexts = {
  title: 'Team',
  intro: 'The people on this account and what each of them may do.',
  caption: 'Members of this account',
  inviteTitle: 'Invite someone',
  inviteHint: 'A new person gets a link to set their password; someone with a login is added at once.',
  emailLabel: 'E-mail',
  firstNameLabel: 'First name (optional)',
  lastNameLabel: 'Last name (optional)',
  roleLabel: 'Role',
  inviteButton: 'Send invitation',
  inviting: 'Sending…',
  pending: 'Invitation pending',
  you: '(you)',
  remove: 'Remove',
  removeTitle: (name: string) => `Remove ${name}?`,
  removeBody: (name: string) =>
    `${name} will no longer see this account or chat with its team. You can invite them again later.`,
  removeConfirm: 'Remove from account',
  cancel: 'Cancel',
  loading: 'Loading the team…',
  empty: 'Nobody is on this account yet.',
  readOnly: 'You have read-only access to this account: only its owners and members can change the team.',
  roleOf: (name: string) => `Role of ${name}`,
} as const;

/** What the server answers and the views say. */
export const teamMessages = {
  emailRequired: 'Please enter the e-mail address of the person to invite.',
  emailInvalid: 'Please enter an e-mail address like name@example.com.',
  emailTooLong: `The e-mail address can have at most ${TEAM_EMAIL_MAX} characters.`,
  alreadyMember: 'This person is already on the account.',
  badRole: 'Please choose Owner, Member or Read-only.',
  invitedNew: (email: string) => `Invitation sent to ${email}.`,
  invitedAgain: (email: string) => `${email} has not set a password yet: a new invitation was sent.`,
  addedExisting: (email: string) => `${email} already had a login and was added to the account.`,
  roleChanged: (name: string, role: number) => `${name} is now ${roleLabel(role)}.`,
  removed: (name: string) => `${name} was removed from the account.`,
  noSuchMember: 'No such member on this account.',
  lastOwner: 'An account needs at least one owner: make someone else an owner first.',
  ownRole: 'You cannot change your own role. Ask another owner or member.',
  removeSelf: 'You cannot remove yourself from the account. Ask another owner or member.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sentence for a typed e-mail address, or null when it can be sent. */
export function inviteEmailError(typed: string): string | null {
  const email = typed.trim();
  if (email === '') return teamMessages.emailRequired;
  if (email.length > TEAM_EMAIL_MAX) return teamMessages.emailTooLong;
  return EMAIL.test(email) ? null : teamMessages.emailInvalid;
}

/** Whether the e-mail is well formed (the server's check, the same as the form's). */
export function isInviteEmail(email: string): boolean {
  return inviteEmailError(email) === null;
}

export interface TeamMemberLike {
  readonly id: number;
  readonly account_role: number;
}

/** How many owners `members` hold. */
export function ownerCount(members: readonly TeamMemberLike[]): number {
  return members.filter((member) => member.account_role === OWNER_ROLE).length;
}

/**
 * Why `actorId` may not give `target` the role `role` on an account with `members`, or null when it may. (Whether
 * the actor's own role may manage the team is the permission table's question, asked before.)
 */
export function roleChangeRefusal(
  actorId: number,
  target: TeamMemberLike,
  role: number,
  members: readonly TeamMemberLike[],
): string | null {
  if (!TEAM_ROLE_VALUES.includes(role)) return teamMessages.badRole;
  if (target.id === actorId) return teamMessages.ownRole;
  if (target.account_role === OWNER_ROLE && role !== OWNER_ROLE && ownerCount(members) <= 1) {
    return teamMessages.lastOwner;
  }
  return null;
}

/** Why `actorId` may not remove `target` from an account with `members`, or null when it may. */
export function removalRefusal(
  actorId: number,
  target: TeamMemberLike,
  members: readonly TeamMemberLike[],
): string | null {
  if (target.id === actorId) return teamMessages.removeSelf;
  if (target.account_role === OWNER_ROLE && ownerCount(members) <= 1) return teamMessages.lastOwner;
  return null;
}

/** A member's name as the list shows it: first and last name, else the e-mail. */
export function memberName(member: {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
}): string {
  const name = `${member.first_name} ${member.last_name}`.trim();
  return name === '' ? member.email : name;
}
