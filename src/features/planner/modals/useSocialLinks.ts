/**
 * The account's social links for the publish-to choices (GET /auth/sociallinkstatus), loaded each time the edit
 * modal opens (a network may have been connected or disconnected since).
 */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../api/index.ts';
import { socialLinksResponse, type SocialLinkWire } from '../../../contract/social.ts';

export type SocialLinksState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; links: SocialLinkWire[] }
  | { status: 'failed' };

export function useSocialLinks(active: boolean): { state: SocialLinksState; retry: () => void } {
  const [state, setState] = useState<SocialLinksState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    api
      .call(socialLinksResponse, '/auth/sociallinkstatus', { signal: controller.signal })
      .then((answer) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', links: answer.data?.data ?? [] });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('loading the social links failed', error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [active, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}

/** The provider ids the account can publish to now. */
export function connectedProviderIds(state: SocialLinksState): Set<number> {
  return new Set(
    state.status === 'loaded'
      ? state.links.filter((link) => link.connected).map((link) => link.provider_Id)
      : [],
  );
}
