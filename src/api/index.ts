/** The app's API instance and the calls of spec section 7, one module per area. */
import { createApiClient } from './client.ts';
import { browserCredentials } from './credentials.ts';

export const api = createApiClient({ credentials: browserCredentials });
export type { ApiClient, SessionTimeoutEvent } from './client.ts';
export { ApiError } from './client.ts';
