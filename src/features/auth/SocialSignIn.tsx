/**
 * The 'Continue with …' / 'Sign up with …' buttons under the login and register forms (issue 16). A button hands
 * the network to the auth machine, which asks the server for the network's consent page and leaves for it; while
 * it does, the pressed button says where it is going and the others wait. A start the server refuses shows its
 * message here.
 */
import { useState } from 'react';
import { useSession } from '../../app/session.tsx';
import {
  SOCIAL_SIGN_IN_PROVIDERS,
  socialButtonLabel,
  socialSignInTexts,
  type SocialIntent,
} from '../../domain/socialSignIn.ts';
import { providerName } from '../../domain/social.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorLine } from '../../ui/ErrorLine.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';

export function SocialSignIn({ intent }: { intent: SocialIntent }) {
  const { startSocialSignIn, socialStart, busy } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const label = socialSignInTexts.groupLabel(intent);
  return (
    <div className="mt-6">
      <p className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {socialSignInTexts.divider}
        <span className="h-px flex-1 bg-slate-200" />
      </p>
      <div role="group" aria-label={label} className="mt-4 grid gap-3">
        {SOCIAL_SIGN_IN_PROVIDERS.map((providerId) => {
          const leaving = socialStart?.providerId === providerId && socialStart.intent === intent;
          return (
            <Button
              key={providerId}
              variant="secondary"
              className="w-full justify-center gap-3"
              busy={leaving}
              busyLabel={socialSignInTexts.leaving(providerName(providerId))}
              disabled={busy && !leaving}
              onClick={() => {
                setFailure(null);
                startSocialSignIn(providerId, intent).catch((error: unknown) => {
                  const message = error instanceof Error ? error.message : '';
                  setFailure(message === '' ? socialSignInTexts.startFailed : message);
                });
              }}
            >
              <NetworkIcon providerId={providerId} />
              {socialButtonLabel(providerId, intent)}
            </Button>
          );
        })}
      </div>
      {intent === 'register' ? (
        <p className="mt-3 text-sm text-slate-600">{socialSignInTexts.registerConsent}</p>
      ) : null}
      {failure ? (
        <div className="mt-3">
          <ErrorLine message={failure} />
        </div>
      ) : null}
    </div>
  );
}
