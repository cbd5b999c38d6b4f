/**
 * /callback (spec 2.1): where a network sends the browser back after a social sign-in or registration (issue 16).
 * With `?ticket=..` it hands the ticket to the auth machine once the session check says nobody is logged in; the
 * machine logs in and routes like after a login. A refusal ('User Does not Exist.', 'Account Already connected.'),
 * `?error=..` (the visitor said no, the link was stale) or no ticket at all shows why, and the ways on.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useSession } from '../../app/session.tsx';
import { useAppLocation } from '../../app/useAppLocation.ts';
import {
  socialCallbackErrorText,
  socialCallbackOf,
  socialSignInTexts,
  type SocialCallback,
} from '../../domain/socialSignIn.ts';
import { AuthPanel, Notice, ServerError, linkClass } from './form.tsx';

function firstProblem(callback: SocialCallback): string | null {
  if (callback.kind === 'error') return socialCallbackErrorText(callback.error);
  if (callback.kind === 'none') return socialSignInTexts.noTicket;
  return null;
}

export function CallbackPage() {
  const { search } = useAppLocation();
  const { status, completeSocialSignIn } = useSession();
  // Read once: the machine replaces the URL when it routes.
  const [callback] = useState(() => socialCallbackOf(search));
  const [failure, setFailure] = useState<string | null>(() => firstProblem(callback));
  // Sent once per page, even when React runs the effect twice.
  const sent = useRef(false);

  useEffect(() => {
    if (callback.kind !== 'ticket' || sent.current || status === 'checking') return;
    sent.current = true;
    completeSocialSignIn(callback.ticket).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : '';
      setFailure(message === '' ? socialSignInTexts.startFailed : message);
    });
  }, [callback, status, completeSocialSignIn]);

  return (
    <AuthPanel title={failure === null ? socialSignInTexts.pageTitle : socialSignInTexts.failedTitle}>
      <div className="mt-8 space-y-4">
        {failure === null ? (
          <Notice>{socialSignInTexts.signingIn}</Notice>
        ) : (
          <>
            <ServerError message={failure} />
            <p className="flex flex-wrap justify-between gap-2 text-sm">
              <Link href="/#login" className={linkClass}>
                {socialSignInTexts.logIn}
              </Link>
              <Link href="/#register" className={linkClass}>
                {socialSignInTexts.register}
              </Link>
            </p>
          </>
        )}
      </div>
    </AuthPanel>
  );
}
