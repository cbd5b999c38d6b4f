/**
 * Account switching (spec 4.5): AccountSwitchProvider runs the account-switch machine while the top bar is shown,
 * with its side effects from src/api and the session; it also renders what belongs to the switch as a whole: the
 * loading card while switching, the 'View all accounts' search dialog and the 'Add An Account' dialog.
 * Mount it inside ToastProvider and the session (it asks for toasts through useToast()).
 */
import { inspect } from '../../app/inspection.ts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { accountCalls } from '../../api/accounts.ts';
import { api } from '../../api/index.ts';
import { onboardingCalls } from '../../api/onboarding.ts';
import { useSession } from '../../app/session.tsx';
import { accountMessages, parseAccountId, type CurrentAccount } from '../../domain/accounts.ts';
import { useToast } from '../../ui/toast/index.ts';
import { AccountSwitchActorContext } from './accountSwitchContext.ts';
import { accountSwitchLogic } from './accountSwitchLogic.ts';
import { loadWhenShown } from '../../ui/LoadWhenShown.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

export function AccountSwitchProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const toast = useToast();
  // The effects read the newest session and toaster, while the machine is created once.
  const effects = useRef({ toast: toast.show, accountChanged: session.accountChanged });
  useEffect(() => {
    effects.current = { toast: toast.show, accountChanged: session.accountChanged };
  }, [toast.show, session.accountChanged]);

  const [logic] = useState(() =>
    accountSwitchLogic({
      calls: { ...accountCalls(api), ...onboardingCalls(api) },
      accountChanged: ({ accountId, accountRole }: CurrentAccount) => {
        if (accountId !== null) effects.current.accountChanged({ accountId, accountRole });
      },
      navigate: (path) => navigate(path),
      showToast: (request) => effects.current.toast(request),
    }),
  );
  const [options] = useState(() => ({
    input: { currentAccountId: parseAccountId(session.accountId), currentAccountRole: session.accountRole },
    inspect,
  }));
  return (
    <AccountSwitchActorContext.Provider logic={logic} options={options}>
      {children}
      <SwitchingOverlay />
      <SwitchDialogs />
    </AccountSwitchActorContext.Provider>
  );
}

// The dialogs' code (with Headless UI's Dialog and Combobox) loads the first time one opens (src/ui/LoadWhenShown.tsx).
const AccountSearchDialog = loadWhenShown(
  async () => (await import('./AccountSearchDialog.tsx')).AccountSearchDialog,
);
const CreateAccountDialog = loadWhenShown(
  async () => (await import('./CreateAccountDialog.tsx')).CreateAccountDialog,
);

/** 'View all accounts' and 'Add An Account', each shown while the machine is in it. */
function SwitchDialogs() {
  const searching = AccountSwitchActorContext.useSelector((snapshot) => snapshot.hasTag('searching'));
  const creating = AccountSwitchActorContext.useSelector((snapshot) => snapshot.hasTag('creating'));
  return (
    <>
      <AccountSearchDialog shown={searching} />
      <CreateAccountDialog shown={creating} />
    </>
  );
}

/** Spec 4.5 steps 1 and 4: the loading card while switching, and the page fading out (0.3 s) before it goes. */
function SwitchingOverlay() {
  const switching = AccountSwitchActorContext.useSelector((snapshot) => snapshot.hasTag('switching'));
  const fading = AccountSwitchActorContext.useSelector((snapshot) => snapshot.hasTag('fading'));
  if (!switching) return null;
  return (
    <div
      className={`fixed inset-0 z-50 flex items-center justify-center transition-colors duration-300 ${
        fading ? 'bg-white' : 'bg-slate-900/30'
      }`}
      data-fading={fading ? 'true' : 'false'}
      aria-busy="true"
    >
      <div role="status" className="flex items-center gap-3 rounded-lg bg-white px-6 py-4 shadow-xl">
        <Spinner className="h-5 w-5" />
        <span className="text-sm font-medium text-slate-700">{accountMessages.switching}</span>
      </div>
    </div>
  );
}
