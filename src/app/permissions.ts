/**
 * What the current account's role may do, for the views: `useCan('posts.approve')`. The rules are those of
 * src/domain/permissions.ts (the server enforces the same table); a view only hides what is not allowed.
 */
import { can, type Permission } from '../domain/permissions.ts';
import { useSession } from './session.tsx';

/** Whether the current account's role holds `permission` (false while no account role is known). */
export function useCan(permission: Permission): boolean {
  return can(useSession().accountRole, permission);
}
