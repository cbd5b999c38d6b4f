/**
 * The API instance of route data preloads (issue 14): a page's first reads sent while the session is still being
 * checked (src/app/RouteScreen.tsx `preloadFirstRoute`). It carries the same credentials as the app's instance but
 * has no session-timeout listener, so a refused token fails the read at once (ApiError 'sessionTimeout') instead of
 * opening the MFA popup: the session check decides what the person sees, and the page reads again for itself.
 */
import { createApiClient } from './client.ts';
import { parseAccountId } from '../domain/accounts.ts';
import { browserCredentials } from './credentials.ts';

export const preloadApi = createApiClient({ credentials: browserCredentials });

/** The account the credentials carry (cookie auth.usedetail), as the server will read it; null without one. */
export function credentialsAccountId(): number | null {
  return parseAccountId(browserCredentials.accountId());
}
