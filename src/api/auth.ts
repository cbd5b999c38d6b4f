/**
 * Registration, password and post-login calls (spec 4.2, 7.1, 7.2). The register and password pages are public:
 * their calls never wait for the session-timeout popup.
 */
import { accountDetailsResponse } from '../contract/accounts.ts';
import { welcomeMailResponse, type WelcomeMailRequest } from '../contract/onboarding.ts';
import {
  confirmRegistrationResponse,
  messageResponse,
  registerResponse,
  type ChangePasswordRequest,
  type ConfirmRegistrationRequest,
  type ForgotPasswordRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '../contract/passwords.ts';
import {
  socialFinishResponse,
  socialStartResponse,
  type SocialStartRequest,
} from '../contract/socialSignIn.ts';
import type { SocialIntent } from '../domain/socialSignIn.ts';
import type { ApiClient } from './client.ts';

const noReauth = { awaitReauth: false } as const;

export function authCalls(api: ApiClient) {
  return {
    /** POST /register {first_name, last_name, email, password}: the same message whether the e-mail exists or not. */
    register: (body: RegisterRequest) => api.call(registerResponse, '/register', { body, ...noReauth }),
    /** POST /confirmRegistration {token}: the registration mail's link; answers like webauthenticate (token and user). */
    confirmRegistration: (body: ConfirmRegistrationRequest) =>
      api.call(confirmRegistrationResponse, '/confirmRegistration', { body, ...noReauth }),
    /** POST /sendForgotPasswordResetLink {email}: the same message whether the e-mail exists or not. */
    sendForgotPasswordResetLink: (body: ForgotPasswordRequest) =>
      api.call(messageResponse, '/sendForgotPasswordResetLink', { body, ...noReauth }),
    /** POST /resetPassword {token, password}: for /reset and /password_setup links. */
    resetPassword: (body: ResetPasswordRequest) =>
      api.call(messageResponse, '/resetPassword', { body, ...noReauth }),
    /** POST /auth/changePassword {old_password, new_password}: for the logged-in user. */
    changePassword: (body: ChangePasswordRequest) =>
      api.call(messageResponse, '/auth/changePassword', { body }),
    /** POST /auth/getaccountdetails {account_id}: data[0] is the account, `code` 200 on success. */
    accountDetails: (accountId: number) =>
      api.call(accountDetailsResponse, '/auth/getaccountdetails', {
        body: { account_id: accountId },
        ...noReauth,
      }),
    /** POST /sociallogin (login) or /socialRegister (registration) {provider_Id}: `data.url` is the consent page. */
    startSocialSignIn: (intent: SocialIntent, body: SocialStartRequest) =>
      api.call(socialStartResponse, intent === 'login' ? '/sociallogin' : '/socialRegister', {
        body,
        ...noReauth,
      }),
    /**
     * POST /sociallogin {ticket} (the /callback page): a session like webauthenticate and `registered`, or the
     * server's refusal (code 300 'Account Already connected.' with data null).
     */
    finishSocialSignIn: (ticket: string) =>
      api.call(socialFinishResponse, '/sociallogin', { body: { ticket }, ...noReauth }),
    /** POST /auth/welcomeMailDollar1 {user_id, username, firstName, plan_id}: `data.sent` false when already sent. */
    welcomeMail: (body: WelcomeMailRequest) =>
      api.call(welcomeMailResponse, '/auth/welcomeMailDollar1', { body }),
  };
}

export type AuthCalls = ReturnType<typeof authCalls>;
