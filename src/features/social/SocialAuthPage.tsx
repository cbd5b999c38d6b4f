/**
 * /socialAuth (onBoard layout): where the network's consent ends when connecting started on /social_accounts. Reads
 * `status` (connected, denied, expired, refused) and `provider_Id`, shows the result and links back to
 * /social_accounts; after a success it goes back there by itself after a few seconds.
 */
import { useEffect } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useAppLocation } from '../../app/useAppLocation.ts';
import { SOCIAL_ACCOUNTS_PATH, parseProviderId, socialAuthResult } from '../../domain/social.ts';

/** How long a success stays on screen before going back. */
export const SOCIAL_AUTH_RETURN_MS = 3_000;

export function SocialAuthPage() {
  const { search } = useAppLocation();
  const query = new URLSearchParams(search);
  const status = query.get('status');
  const result = socialAuthResult(status, parseProviderId(query.get('provider_Id')));
  const success = result.tone === 'success';

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate(SOCIAL_ACCOUNTS_PATH, { replace: true }), SOCIAL_AUTH_RETURN_MS);
    return () => clearTimeout(timer);
  }, [success]);

  return (
    <section
      aria-labelledby="social-auth-heading"
      className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10"
    >
      <div
        role={success ? 'status' : 'alert'}
        className={`rounded-lg border p-6 ${success ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50'}`}
      >
        <h1
          id="social-auth-heading"
          className={`text-xl font-semibold ${success ? 'text-green-900' : 'text-red-900'}`}
        >
          {result.title}
        </h1>
        <p className={`mt-2 text-sm ${success ? 'text-green-900' : 'text-red-800'}`}>{result.text}</p>
        {success ? (
          <p className="mt-2 text-sm text-green-900">Taking you back to My Social Channels…</p>
        ) : null}
      </div>
      <Link
        href={SOCIAL_ACCOUNTS_PATH}
        className="self-start rounded-md px-3 py-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50"
      >
        Back to My Social Channels
      </Link>
    </section>
  );
}
