/** Login and session calls (spec 7.1). */
import { anyEnvelope } from '../contract/envelope.ts';
import { loginResponse, meResponse, type LoginRequest } from '../contract/session.ts';
import type { ApiClient } from './client.ts';

export function sessionCalls(api: ApiClient) {
  return {
    /** POST webauthenticate: response field `data` holds the token and the user. */
    login: (body: LoginRequest) => api.call(loginResponse, '/webauthenticate', { method: 'POST', body }),
    /** GET me: the current user. */
    me: () => api.call(meResponse, '/me'),
    /** Ends the session on the server (the login strategy's logout endpoint). */
    logout: () => api.call(anyEnvelope, '/logout', { method: 'POST', body: {} }),
  };
}
