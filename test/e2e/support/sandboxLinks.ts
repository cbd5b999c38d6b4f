/** Connecting an account's sandbox social networks the way a user does, through the API beside the page. */
import { expect, type APIRequestContext } from '@playwright/test';
import { apiHeaders } from './api.ts';

export interface ApiSession {
  token: string;
  accountId: number;
}

/**
 * Connects sandbox network `providerId` of the session's account: sociallink, the consent page's Allow, the
 * callback. An account already connected (code 300) is left as it is.
 */
export async function connectSandboxNetwork(
  request: APIRequestContext,
  session: ApiSession,
  link: { providerId: number; name: string },
): Promise<void> {
  const start = await request.post('/api/sociallink', {
    headers: apiHeaders(session.token, session.accountId),
    data: { account_id: session.accountId, provider_Id: link.providerId, from: 'settings' },
  });
  expect(start.ok()).toBe(true);
  const answer = (await start.json()) as { code?: number; data: { url: string } | null };
  if (answer.code === 300) return;
  const consent = new URL(answer.data?.url ?? '');
  const allowed = await request.post(consent.pathname, {
    form: {
      state: consent.searchParams.get('state') ?? '',
      redirect_uri: consent.searchParams.get('redirect_uri') ?? '',
      name: link.name,
      decision: 'allow',
    },
    maxRedirects: 0,
  });
  expect(allowed.status()).toBe(303);
  const callback = new URL(allowed.headers().location ?? '');
  const finished = await request.get(`${callback.pathname}${callback.search}`, { maxRedirects: 0 });
  expect(finished.status()).toBe(303);
  expect(finished.headers().location ?? '').not.toContain('status=');
}
