import { describe, expect, it } from 'vitest';
import {
  MEMBER_ROLE,
  OWNER_ROLE,
  PERMISSIONS,
  READ_ONLY_ROLE,
  can,
  BILLING_PERMISSIONS,
  permissionsOf,
  readOnlyOn,
} from '../../../src/domain/permissions.ts';
import { RESTRICTED_ACCOUNT_ROLE } from '../../../src/domain/routes.ts';

describe('permissions per account_role (issue 12)', () => {
  it('lets the owner (1) and the member (2) do everything', () => {
    for (const role of [OWNER_ROLE, MEMBER_ROLE]) {
      expect(PERMISSIONS.filter((permission) => !can(role, permission))).toEqual([]);
      expect(readOnlyOn({ accountId: 1, accountRole: role }, BILLING_PERMISSIONS)).toBe(false);
    }
  });

  it('makes role 3 (spec 6) a read-only member: it reads and chats, nothing else', () => {
    expect(READ_ONLY_ROLE).toBe(RESTRICTED_ACCOUNT_ROLE);
    expect(permissionsOf(3)).toEqual(['account.view', 'chat.use']);
    for (const permission of [
      'plan.manage',
      'card.manage',
      'payments.read',
      'billing.manage',
      'posts.approve',
      'posts.write',
      'socials.manage',
      'account.settings',
    ] as const) {
      expect([permission, can(3, permission)]).toEqual([permission, false]);
    }
    expect(readOnlyOn({ accountId: 1, accountRole: 3 }, BILLING_PERMISSIONS)).toBe(true);
    expect(readOnlyOn({ accountId: '1', accountRole: 3 }, ['account.view'])).toBe(false);
  });

  it.each([0, 4, 7, -1, 1.5, Number.NaN, null, undefined])(
    'gives role %s nothing (least privilege)',
    (role) => {
      expect(permissionsOf(role)).toEqual([]);
      expect(PERMISSIONS.some((permission) => can(role, permission))).toBe(false);
      expect(readOnlyOn({ accountId: 1, accountRole: role ?? null }, BILLING_PERMISSIONS)).toBe(true);
    },
  );

  it('shows no read-only notice without a current account (nothing to refuse)', () => {
    expect(readOnlyOn({ accountId: null, accountRole: null }, BILLING_PERMISSIONS)).toBe(false);
    expect(readOnlyOn({ accountId: null, accountRole: 3 }, ['plan.manage'])).toBe(false);
  });

  it('does not read inherited keys as roles', () => {
    expect(permissionsOf(Number('toString'))).toEqual([]);
    expect(can('constructor' as unknown as number, 'account.view')).toBe(false);
  });
});
