/** The app's API instance and the calls of spec section 7, one module per area. */
import { createApiClient } from './client.ts';
import { browserCredentials } from './credentials.ts';
import { documentVisibility } from './pageVisibility.ts';

export const api = createApiClient({ credentials: browserCredentials, visibility: documentVisibility });
export type { ApiClient, SessionTimeoutEvent } from './client.ts';
export { ApiError } from './client.ts';
