/**
 * The URL's account id wins (src/domain/urlAccount.ts): the route guard asks `useUrlAccount` what an account-scoped
 * location shows while someone is logged in. The account of the URL, when it is not the selected one, is looked up
 * in the user's accounts (GET /auth/getUAccounts, through the data cache); one of theirs is selected as an account
 * switch selects it (spec 4.5 steps 2-3: cookies and browser storage, the session's `accountChanged`, the
 * company-profile-seen cookie removed, POST /auth/setlandingaccount), without leaving the page that was asked for.
 * Meanwhile the wait state shows, not the other account's data. A failed switch writes the previous account back,
 * says so ('Failed to switch account. Please try again.') and goes to that account's landing page.
 */
import { useEffect, useRef, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { accountCalls } from '../api/accounts.ts';
import { api } from '../api/index.ts';
import { parseAccountId, switchFailedToast, type CurrentAccount } from '../domain/accounts.ts';
import { landingPath } from '../domain/routeGuards.ts';
import type { RouteMatch } from '../domain/routes.ts';
import { urlAccountDecision } from '../domain/urlAccount.ts';
import { removeCompanyProfileSeen, storeSelectedAccount } from '../features/accounts/accountStore.ts';
import { useToast, type ToastInput } from '../ui/toast/index.ts';
import type { Session } from './session.tsx';

/** What the guard shows: the page, the wait state while the account is being selected, or the 404 page. */
export type UrlAccountView = 'page' | 'switching' | 'notFound';

const calls = accountCalls(api);

/** Where the URL's account stands for this user: being selected, or settled on what the page shows. */
interface Phase {
  readonly userId: number;
  readonly urlAccountId: number;
  readonly view: UrlAccountView;
}

interface Latest {
  readonly session: Session;
  readonly showToast: (toast: ToastInput) => void;
}

function select(session: Session, { accountId, accountRole }: CurrentAccount & { accountId: number }): void {
  storeSelectedAccount({ accountId, accountRole });
  session.accountChanged({ accountId, accountRole });
}

/** Looks the URL's account up among the user's and selects it; answers what the page shows then. */
async function selectFromUrl(urlAccountId: number, latest: () => Latest): Promise<'page' | 'notFound'> {
  let list;
  try {
    // Loaded here, not with the shell: the login page does not carry the data cache (issue 14).
    const { accounts } = await import('../api/queries/accounts.ts');
    list = await accounts.fetch(calls);
  } catch (error) {
    // Unknown: the page shows, and the server refuses an account that is not the user's.
    console.warn('[accounts] loading accounts failed', error);
    return 'page';
  }
  const { session } = latest();
  const decision = urlAccountDecision(urlAccountId, session.accountId, list);
  if (decision.kind === 'notFound') return 'notFound';
  if (decision.kind !== 'switch') return 'page';
  const previous = { accountId: session.accountId, accountRole: session.accountRole };
  select(session, decision);
  removeCompanyProfileSeen();
  try {
    await calls.setLandingAccount(decision.accountId);
  } catch (error) {
    console.warn('[accounts] switching to the account of the address failed', error);
    const { session: now, showToast } = latest();
    if (previous.accountId !== null) select(now, { ...previous, accountId: previous.accountId });
    showToast(switchFailedToast);
    navigate(landingPath(previous.accountId), { replace: true });
  }
  return 'page';
}

/** What an account-scoped location (`match`) shows for the session, selecting the URL's account when it may. */
export function useUrlAccount(match: RouteMatch | null, session: Session): UrlAccountView {
  const urlAccountId = match?.route.scope === 'account' ? parseAccountId(match.params.accid) : null;
  const userId = session.status === 'loggedIn' ? (session.user?.id ?? null) : null;
  const { show } = useToast();
  const latest = useRef<Latest>({ session, showToast: show });
  useEffect(() => {
    latest.current = { session, showToast: show };
  }, [session, show]);
  // What was settled for this user and URL account. A later change of the session under the same URL (a switch from
  // the account switcher, which then leaves for the new account's landing page) does not send the user back.
  const [phase, setPhase] = useState<Phase | null>(null);
  const current = phase !== null && phase.userId === userId && phase.urlAccountId === urlAccountId;

  useEffect(() => {
    if (userId === null || urlAccountId === null || current) return;
    if (urlAccountDecision(urlAccountId, latest.current.session.accountId, null).kind === 'keep') {
      setPhase({ userId, urlAccountId, view: 'page' });
      return;
    }
    setPhase({ userId, urlAccountId, view: 'switching' });
    void selectFromUrl(urlAccountId, () => latest.current).then((view) =>
      setPhase((now) =>
        now?.userId === userId && now.urlAccountId === urlAccountId ? { userId, urlAccountId, view } : now,
      ),
    );
  }, [userId, urlAccountId, current]);

  if (userId === null || urlAccountId === null) return 'page';
  if (current) return phase.view;
  return urlAccountDecision(urlAccountId, session.accountId, null).kind === 'keep' ? 'page' : 'switching';
}
