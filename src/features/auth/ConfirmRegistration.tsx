/**
 * The link of a registration mail, /?confirm=<token>#register: once the session check says nobody is logged in,
 * the token goes to the auth machine (POST /confirmRegistration), which logs the new user in and routes like after
 * a registration (welcome banner). A link that cannot be used shows the server's message and the way back.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { WELCOME_TEXT } from '../../domain/banners.ts';
import { registrationMessages, withoutConfirmToken } from '../../domain/registration.ts';
import { useSession } from '../../app/session.tsx';
import { AuthPanel, Notice, ServerError, linkClass } from './form.tsx';

export function ConfirmRegistration({ token, search }: { token: string; search: string }) {
  const { status, confirmRegistration } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  // Sent once per page, even when React runs the effect twice.
  const sent = useRef(false);

  useEffect(() => {
    if (status !== 'loggedOut' || sent.current) return;
    sent.current = true;
    confirmRegistration(token).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : '';
      setFailure(message === '' ? registrationMessages.confirmFailed : message);
    });
  }, [status, token, confirmRegistration]);

  const rest = withoutConfirmToken(search);
  return (
    <AuthPanel title="Create an account" intro={WELCOME_TEXT}>
      <div className="mt-8 space-y-4">
        {failure === null ? (
          <Notice>{registrationMessages.confirming}</Notice>
        ) : (
          <>
            <ServerError message={failure} />
            <p className="flex flex-wrap justify-between gap-2 text-sm">
              <Link href={`/${rest}#register`} className={linkClass}>
                {registrationMessages.startAgain}
              </Link>
              <Link href={`/${rest}#login`} className={linkClass}>
                {registrationMessages.logIn}
              </Link>
            </p>
          </>
        )}
      </div>
    </AuthPanel>
  );
}
