/**
 * Wording of the login, registration and password pages (spec 2.1, 4.2). Server messages are shown as the server
 * sends them; these are the app's own lines.
 */
export const authMessages = {
  loginFailed: 'Login failed. Please try again.',
  registerFailed: 'Registration failed. Please try again.',
  requestFailed: 'Something went wrong. Please try again.',
  resetLinkMissing: 'This link has no valid token. Ask for a new link to set your password.',
  passwordChanged: 'Your password has been changed.',
  socialSessionNoPassword:
    'You signed in with a social account, so there is no password to change. To add one, ask for a reset link.',
} as const;

/** Notes the login page shows after another page sent the user there (`/?note=...#login`). */
export const LOGIN_NOTES = {
  'password-reset': 'Your password has been reset. Log in with your new password.',
  'password-set': 'Your password is set. Log in to get started.',
} as const;
export type LoginNote = keyof typeof LOGIN_NOTES;
export const LOGIN_NOTE_PARAM = 'note';

/** The note of a query string, only when it is one of LOGIN_NOTES (nothing from the URL is shown as text). */
export function loginNoteOf(search: string): string | null {
  const key = new URLSearchParams(search).get(LOGIN_NOTE_PARAM);
  return key !== null && Object.hasOwn(LOGIN_NOTES, key) ? LOGIN_NOTES[key as LoginNote] : null;
}

/** The login page carrying a note. */
export function loginWithNote(note: LoginNote): string {
  return `/?${LOGIN_NOTE_PARAM}=${note}#login`;
}
