/** Registration and password flows: /#register, forgot_password, reset, password_setup, change_password. */
import * as v from 'valibot';
import { envelope } from './envelope.ts';

export const PASSWORD_MIN_LENGTH = 8;

const email = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.trim(), v.email(`${name} must be an e-mail address`));
const newPassword = (name: string) =>
  v.pipe(
    v.string(`${name} is required`),
    v.minLength(PASSWORD_MIN_LENGTH, `${name} must have at least ${PASSWORD_MIN_LENGTH} characters`),
    v.maxLength(200, `${name} must have at most 200 characters`),
  );
const name = (field: string) =>
  v.pipe(v.string(`${field} is required`), v.trim(), v.minLength(1, `${field} is required`), v.maxLength(80));

/**
 * POST /register {first_name, last_name, email, password}: the spec shows /#register but not its call; this is
 * ours. It answers the same for every e-mail, known or not (REGISTRATION_MAIL_SENT, data null), and mails a link
 * that finishes the registration (POST /confirmRegistration), or, when the e-mail already has an account, a note
 * to its owner with links to log in and to reset the password.
 */
export const registerRequest = v.object({
  first_name: name('first_name'),
  last_name: name('last_name'),
  email: email('email'),
  password: newPassword('password'),
});
export type RegisterRequest = v.InferOutput<typeof registerRequest>;
/** The answer of POST /register, whether the e-mail is known or not. */
export const REGISTRATION_MAIL_SENT = 'Check your e-mail: we sent a link to finish creating your account.';
/** Registration links work once, for 24 hours. */
export const REGISTRATION_LINK_TTL_SECONDS = 24 * 3600;

/**
 * POST /confirmRegistration {token}: the link of the registration mail (/?confirm=<token>#register) creates the
 * user with a first account of their own and logs them in (answer like webauthenticate). A new user gets the
 * welcome cookie (spec 4.2).
 */
export const confirmRegistrationRequest = v.object({
  token: v.pipe(
    v.string('token is required'),
    v.minLength(20, 'token is not valid'),
    v.maxLength(200, 'token is not valid'),
    v.regex(/^[A-Za-z0-9_-]+$/, 'token is not valid'),
  ),
});
export type ConfirmRegistrationRequest = v.InferOutput<typeof confirmRegistrationRequest>;

/** POST /sendForgotPasswordResetLink {email}: always 200 with the same message, whether the e-mail exists or not. */
export const forgotPasswordRequest = v.object({ email: email('email') });
export type ForgotPasswordRequest = v.InferOutput<typeof forgotPasswordRequest>;
export const FORGOT_PASSWORD_SENT = 'If an account exists for this e-mail, a reset link is on its way.';

/**
 * POST /resetPassword {token, password}: the link of the reset mail (/reset?token=...) or of an invitation
 * (/password_setup?token=...) sets a new password. Tokens are single-use and expire after 1 hour.
 */
export const resetPasswordRequest = v.object({
  token: v.pipe(v.string('token is required'), v.minLength(20, 'token is not valid')),
  password: newPassword('password'),
});
export type ResetPasswordRequest = v.InferOutput<typeof resetPasswordRequest>;

/** POST /auth/changePassword {old_password, new_password}: for the logged-in user. */
export const changePasswordRequest = v.object({
  old_password: v.pipe(v.string('old_password is required'), v.minLength(1, 'old_password is required')),
  new_password: newPassword('new_password'),
});
export type ChangePasswordRequest = v.InferOutput<typeof changePasswordRequest>;

export const messageResponse = envelope(v.unknown());

/** POST /register answers `{status: 200, code: 200, message: REGISTRATION_MAIL_SENT, data: null}`. */
export const registerResponse = messageResponse;
/** POST /confirmRegistration answers like webauthenticate: `{status: 200, data: {token, user}}`. */
export { loginResponse as confirmRegistrationResponse } from './session.ts';

/** Reset links expire after 1 hour; the server's answers to the password calls. */
export const RESET_LINK_TTL_SECONDS = 3600;
export const PASSWORD_SERVER_MESSAGES = {
  passwordSet: 'Your password has been set. You can log in now.',
  passwordChanged: 'Your password has been changed.',
  badResetToken: 'token: this link is not valid any more (used or expired). Ask for a new one.',
  wrongOldPassword: 'old_password: the current password is not correct',
  samePassword: 'new_password: the new password must differ from the current one',
  badRegistrationToken:
    'token: this link is not valid any more (used, expired or replaced by a newer one). Create your account again to get a new link.',
  emailTaken: 'email: an account with this e-mail already exists. Log in, or ask for a password reset link.',
} as const;
