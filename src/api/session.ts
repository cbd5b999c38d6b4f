/** Login and session calls (spec 7.1). */
import { anyEnvelope } from '../contract/envelope.ts';
import {
  loginResponse,
  meResponse,
  updateProfileResponse,
  type AuthUser,
  type LoginRequest,
  type UpdateProfileRequest,
} from '../contract/session.ts';
import type { ApiClient } from './client.ts';
import { profileMessages, type ProfileFields } from '../domain/profile.ts';

/**
 * A profile save through the data cache (spec 4.9: a saved profile clears every cached collection). The cache loads
 * with the first save, not with the shell: the login page does not carry the query library (issue 14).
 */
async function saveProfile<T>(save: () => Promise<T>): Promise<T> {
  const cache = await import('./queries/profile.ts');
  return cache.saveProfile(save);
}

/**
 * Login and logout never wait for the session-timeout popup (a refused token there simply means "logged out").
 * GET me does: a reload with an idle-expired session opens the MFA popup during the session check, and the check
 * goes on once the user is re-authenticated (or ends logged out when the popup is abandoned).
 */
const noReauth = { awaitReauth: false } as const;

export function sessionCalls(api: ApiClient) {
  return {
    /** POST webauthenticate: response field `data` holds the token and the user. */
    login: (body: LoginRequest) => api.call(loginResponse, '/webauthenticate', { body, ...noReauth }),
    /** GET me: the current user. */
    me: () => api.call(meResponse, '/me'),
    /**
     * GET me in the background (not the person's activity): whether the session still holds. A timed-out one opens
     * the session-timeout popup as any refused call does (the stream of changes asks when it is refused).
     */
    checkSession: () => api.call(meResponse, '/me', { background: true }),
    /** Ends the session on the server (the login strategy's logout endpoint). */
    logout: () => api.call(anyEnvelope, '/logout', { body: {}, ...noReauth }),
    /**
     * POST /updateProfile {last_login, id}: the last-login stamp (UTC 'YYYY-MM-DD HH:mm:ss'). A saved profile clears
     * every cached collection (spec 4.9).
     */
    updateLastLogin: (body: UpdateProfileRequest) =>
      saveProfile(() => api.call(updateProfileResponse, '/updateProfile', { body })),
    /**
     * POST /updateProfile {id, profile} (spec 3, 7.1): the profile form. Answers the user as the server now has it;
     * every cached collection is dropped (spec 4.9).
     */
    updateProfile: async (id: number, profile: ProfileFields): Promise<AuthUser> => {
      const answer = await saveProfile(() =>
        api.call(updateProfileResponse, '/updateProfile', { body: { id, profile } }),
      );
      if (!answer.data?.user) throw new Error(profileMessages.saveFailed);
      return answer.data.user;
    },
  };
}
