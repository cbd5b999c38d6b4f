/**
 * Session banners of the default layout (spec 1, 2.5, 4.2):
 * - ImpersonationBanner: 'Hi {admin}, You are logged in as {user}' while a staff member impersonates the user.
 * - WelcomeBanner: while the welcome cookie is set; dismissing sets it false and clears the auto-disconnect flag.
 *   When it first shows, the welcome mail is sent once (POST /auth/welcomeMailDollar1; a failure is only logged).
 */
import { useEffect, useState } from 'react';
import { authCalls } from '../../api/auth.ts';
import { api } from '../../api/index.ts';
import {
  WELCOME_DISMISS_LABEL,
  WELCOME_TEXT,
  WELCOME_TITLE,
  impersonationBannerText,
  welcomeMailOf,
} from '../../domain/banners.ts';
import { useSession } from '../../app/session.tsx';
import { claimWelcomeMail, dismissWelcome, isWelcomeCookieSet } from './welcomeStorage.ts';

const calls = authCalls(api);

export function ImpersonationBanner() {
  const { impersonating, user } = useSession();
  if (!impersonating || !user) return null;
  return (
    <div
      role="status"
      data-testid="impersonation-banner"
      className="w-full bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900"
    >
      {impersonationBannerText(user)}
    </div>
  );
}

/** Sends the welcome mail once for a logged-in user with the welcome cookie set. */
function useWelcomeMail(shown: boolean) {
  const { user, status } = useSession();
  const loggedIn = status === 'loggedIn';
  useEffect(() => {
    if (!shown || !loggedIn || !user || !claimWelcomeMail()) return;
    calls.welcomeMail(welcomeMailOf(user)).catch((error: unknown) => {
      console.warn('[welcome] the welcome mail failed', error);
    });
  }, [shown, loggedIn, user]);
}

export function WelcomeBanner() {
  const [shown, setShown] = useState(isWelcomeCookieSet);
  useWelcomeMail(shown);
  if (!shown) return null;
  return (
    <section
      aria-labelledby="welcome-banner-title"
      className="w-full border-b border-indigo-100 bg-indigo-50 px-4 py-3"
    >
      <div className="mx-auto flex max-w-screen-2xl items-start justify-between gap-4">
        <div>
          <h2 id="welcome-banner-title" className="font-semibold text-indigo-900">
            {WELCOME_TITLE}
          </h2>
          <p className="text-sm text-indigo-800">{WELCOME_TEXT}</p>
        </div>
        <button
          type="button"
          aria-label={WELCOME_DISMISS_LABEL}
          onClick={() => {
            dismissWelcome();
            setShown(false);
          }}
          className="rounded-md px-2 py-1 text-indigo-800 hover:bg-indigo-100"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
