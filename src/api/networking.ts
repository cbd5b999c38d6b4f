/**
 * Partner networking call of spec 7.1: POST /partnerAuth/partnerSignIn {userData, partnerName}, answered with the
 * partner's sign-in URL. The answer is mapped to what the networking machine's `partnerSignIn` resolves with: it
 * never rejects, every failure is an outcome (spec 8 words each one).
 */
import type { PartnerSignInOutcome } from '../domain/networking.ts';
import { partnerSignInResponse } from '../contract/networking.ts';
import { PARTNER_NAME, type PartnerUserData } from '../domain/networking.ts';
import { ApiError, type ApiClient } from './client.ts';

/** The server's own text; '' when it sent none (the client then words the status itself). */
function serverTextOf(error: ApiError): string {
  return error.status !== null && error.message === `Request failed with status ${error.status}`
    ? ''
    : error.message;
}

/** How a failed call reads to the machine: no connection, an answer it cannot use, or the server's own text. */
export function partnerSignInFailureOf(error: unknown): PartnerSignInOutcome {
  if (error instanceof ApiError) {
    switch (error.kind) {
      case 'network':
        return { ok: false, failure: { kind: 'network' } };
      case 'badResponse':
        return { ok: false, failure: { kind: 'invalidResponse' } };
      case 'http':
      case 'sessionTimeout':
        return { ok: false, failure: { kind: 'server', message: serverTextOf(error) } };
    }
  }
  // Anything else (a bug, an aborted request): the machine shows its fallback message.
  return { ok: false, failure: { kind: 'server', message: '' } };
}

export function networkingCalls(api: ApiClient) {
  return {
    /**
     * Signs the user in at the partner network. The URL is handed over as the server sent it: the machine checks
     * it (a missing or unsafe URL is 'Invalid response from server').
     */
    async partnerSignIn(userData: PartnerUserData): Promise<PartnerSignInOutcome> {
      try {
        const answer = await api.call(partnerSignInResponse, '/partnerAuth/partnerSignIn', {
          body: { userData: { ...userData }, partnerName: PARTNER_NAME },
        });
        // An envelope that reports a failure in its status is the server's answer, not a URL.
        if (answer.status >= 300) {
          return { ok: false, failure: { kind: 'server', message: answer.message ?? '' } };
        }
        return { ok: true, partnerSignInUrl: answer.partnerSignInUrl, message: answer.message ?? null };
      } catch (error) {
        return partnerSignInFailureOf(error);
      }
    },
  };
}
