import { describe, expect, it } from 'vitest';
import {
  TEAM_ROLES,
  inviteEmailError,
  memberName,
  ownerCount,
  removalRefusal,
  roleChangeRefusal,
  roleLabel,
  teamMessages,
} from '../../../src/domain/team.ts';
import { can } from '../../../src/domain/permissions.ts';

const owner = { id: 1, account_role: 1 };
const member = { id: 2, account_role: 2 };
const viewer = { id: 3, account_role: 3 };
const secondOwner = { id: 4, account_role: 1 };

describe('the team (issue 16)', () => {
  it('offers Owner, Member and Read-only, and names any other role', () => {
    expect(TEAM_ROLES.map((each) => [each.role, each.label])).toEqual([
      [1, 'Owner'],
      [2, 'Member'],
      [3, 'Read-only'],
    ]);
    expect(roleLabel(3)).toBe('Read-only');
    expect(roleLabel(7)).toBe('Role 7');
  });

  it('lets owners and members manage the team, not the read-only role', () => {
    expect(can(1, 'members.manage')).toBe(true);
    expect(can(2, 'members.manage')).toBe(true);
    expect(can(3, 'members.manage')).toBe(false);
    expect(can(null, 'members.manage')).toBe(false);
  });

  it.each([
    ['', teamMessages.emailRequired],
    ['   ', teamMessages.emailRequired],
    ['not-an-email', teamMessages.emailInvalid],
    ['a@b', teamMessages.emailInvalid],
    ['a b@c.de', teamMessages.emailInvalid],
    [`${'x'.repeat(250)}@e.de`, teamMessages.emailTooLong],
    ['  ivy@example.com ', null],
  ])('says %j needs: %s', (typed, sentence) => {
    expect(inviteEmailError(typed)).toBe(sentence);
  });

  it('refuses one’s own role, the last owner’s demotion and an unknown role', () => {
    const team = [owner, member, viewer];
    expect(ownerCount(team)).toBe(1);
    expect(roleChangeRefusal(2, viewer, 2, team)).toBeNull();
    expect(roleChangeRefusal(1, member, 1, team)).toBeNull();
    expect(roleChangeRefusal(1, owner, 2, team)).toBe(teamMessages.ownRole);
    expect(roleChangeRefusal(2, owner, 2, team)).toBe(teamMessages.lastOwner);
    expect(roleChangeRefusal(2, owner, 1, team)).toBeNull();
    expect(roleChangeRefusal(1, member, 9, team)).toBe(teamMessages.badRole);
    expect(roleChangeRefusal(2, owner, 3, [...team, secondOwner])).toBeNull();
  });

  it('refuses removing oneself and the last owner', () => {
    const team = [owner, member, viewer];
    expect(removalRefusal(1, member, team)).toBeNull();
    expect(removalRefusal(1, owner, team)).toBe(teamMessages.removeSelf);
    expect(removalRefusal(2, owner, team)).toBe(teamMessages.lastOwner);
    expect(removalRefusal(2, owner, [...team, secondOwner])).toBeNull();
  });

  it('names a member by name, else by e-mail', () => {
    expect(memberName({ first_name: 'Ivy', last_name: 'Invite', email: 'i@x.de' })).toBe('Ivy Invite');
    expect(memberName({ first_name: '', last_name: ' ', email: 'i@x.de' })).toBe('i@x.de');
  });
});
