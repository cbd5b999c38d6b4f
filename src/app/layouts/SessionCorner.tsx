/**
 * The right end of the logo header for a logged-in user (issue 16): who is logged in and Log out, so the setup
 * pages, the plan and payment pages (onBoard layout, no top bar) are never a dead end.
 */
import { useSession } from '../session.tsx';
import { Button } from '../../ui/Button.tsx';

export function SessionCorner() {
  const { status, user, logOut } = useSession();
  if (status !== 'loggedIn' || !user) return null;
  const name = `${user.name.first_name} ${user.name.last_name}`.trim();
  return (
    <div className="ml-auto flex min-w-0 items-center gap-3">
      {name ? <span className="hidden truncate text-sm text-slate-600 sm:inline">{name}</span> : null}
      <Button variant="secondary" size="sm" onClick={() => logOut()}>
        Log out
      </Button>
    </div>
  );
}
