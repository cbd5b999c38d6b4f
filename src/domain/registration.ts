/**
 * Registration by e-mail confirmation (issue 12): the register form (/#register) asks the server to mail a link;
 * the link opens the index page again with the token in the query, `/?confirm=<token>#register`, where the app
 * confirms it (POST /confirmRegistration), logs the new user in and routes like after a login.
 *
 * The link stays on the index page of spec 2.1 (no new route): it is where registration lives, and the query
 * never reads as a password form like /password_setup would.
 */

/** The query parameter of the registration link. */
export const CONFIRM_PARAM = 'confirm';

/** The path of a registration link (server side, in the mail). */
export function confirmationPath(token: string): string {
  return `/?${CONFIRM_PARAM}=${encodeURIComponent(token)}#register`;
}

/** The token of a registration link's query string, or null when there is none. */
export function confirmTokenOf(search: string): string | null {
  const token = new URLSearchParams(search).get(CONFIRM_PARAM);
  return token === null || token === '' ? null : token;
}

/** The query string without the registration token (to start again from the register form). */
export function withoutConfirmToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CONFIRM_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** The app's own lines of the registration pages; the server's messages are shown as it sends them. */
export const registrationMessages = {
  confirming: 'Confirming your account…',
  confirmFailed: 'Your account could not be confirmed. Please try again.',
  startAgain: 'Create your account again',
  logIn: 'Log in',
} as const;
