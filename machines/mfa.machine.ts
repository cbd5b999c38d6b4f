/**
 * Session-timeout MFA (spec 4.3, 5, 7.1, 8).
 *
 * The API client turns a 401 'unauthorized access' into one `session.timedOut` event (with the layout of the page
 * the user is on) and holds the refused requests until this machine says how the timeout ends.
 * - Default layout: the popup opens ('Your session has timed out due to inactivity.'). The user sends a code
 *   (`sendCode` = POST /sendMFA: 'Otp sent to your email' when `code` is 200, else 'Error sending otp'), types it in
 *   four digit boxes (Login is disabled until all four are filled) and logs in (`verifyCode` = POST /MFAauthenticate:
 *   `code` 200 -> 'Logged in successfully', the new token is stored, the held requests are retried and the session
 *   is told; else 'Invalid otp', the boxes are cleared and the first one gets the focus). 'Resend code' sends again.
 *   Closing the popup abandons the timeout: the held requests fail, the user stays on the page.
 * - Any other layout (onBoard and the other layouts without the login modal of spec 2.5), or no known user: the
 *   user is logged out.
 *
 * Every side effect is a named actor or action; the app supplies them with `.provide()`.
 */
import { and, assertEvent, assign, setup } from 'xstate';
import { provided } from './provided.ts';
import {
  backspaceAt,
  emptyDigits,
  enterDigit,
  codeOf,
  invalidCodeMessage,
  isCodeComplete,
  mfaMessages,
  pasteCode,
  type MfaDigits,
} from '../src/domain/mfaCode.ts';
import type { LayoutName } from '../src/domain/routes.ts';
import type { ToastInput } from '../src/domain/toast.ts';

/** What the popup says inside itself (the rest of the page is inert while it is open). */
export interface MfaNotice {
  kind: 'codeSent' | 'sendFailed' | 'invalidCode';
  text: string;
}

export interface MfaContext {
  /** The timed-out user (from the session), for POST /sendMFA and /MFAauthenticate. */
  userId: number | null;
  /** The current account; 0 when none ("no account", spec 7.4). */
  accountId: number;
  digits: MfaDigits;
  /** The digit box that should have the focus (follows the digit rules). */
  focus: number;
  notice: MfaNotice | null;
}

export type MfaEvent =
  /** From the API client: a request got 401 'unauthorized access'. */
  | { type: 'session.timedOut'; layout: LayoutName; userId: number | null; accountId: number | null }
  /** The session ended elsewhere while the popup was open. */
  | { type: 'session.loggedOut' }
  | { type: 'mfa.sendCode' }
  | { type: 'mfa.resend' }
  | { type: 'mfa.digitEntered'; index: number; value: string }
  | { type: 'mfa.pasted'; text: string }
  | { type: 'mfa.backspace'; index: number }
  | { type: 'mfa.submit' }
  | { type: 'mfa.close' };

export interface SendCodeInput {
  userId: number;
  accountId: number;
}
/** The answer of POST /sendMFA: success when `code` is 200. */
export interface SendCodeOutput {
  code: number | undefined;
}

export interface VerifyCodeInput {
  userId: number;
  accountId: number;
  code: string;
}
/**
 * The answer of POST /MFAauthenticate: `code` 200 and a fresh `token` on success; a refusal (HTTP 401 or 429)
 * is an answer too, with the server's `message`. Only a failure to get an answer is an error.
 */
export interface VerifyCodeOutput {
  code: number | undefined;
  token: string | undefined;
  message?: string | undefined;
  /** The user of the re-established session when the answer carries one, passed on to the session as is. */
  user?: unknown;
}

export const codeSentToast: ToastInput = { tone: 'success', title: mfaMessages.codeSent };
export const sendFailedToast: ToastInput = { tone: 'error', title: mfaMessages.sendFailed };
export const loggedInToast: ToastInput = { tone: 'success', title: mfaMessages.loggedIn };
export const invalidCodeToast: ToastInput = { tone: 'error', title: mfaMessages.invalidCode };

const SUCCESS_CODE = 200;

const setupMfa = setup({
  types: {
    context: {} as MfaContext,
    events: {} as MfaEvent,
    tags: {} as 'busy' | 'codeBoxes' | 'open',
  },
  actors: {
    /** POST /sendMFA {userId, account_id}. Placeholder: the app provides the real call. */
    sendCode: provided<SendCodeOutput, SendCodeInput>('sendCode'),
    /** POST /MFAauthenticate {id, mfa_code, account_id}. Placeholder: the app provides the real call. */
    verifyCode: provided<VerifyCodeOutput, VerifyCodeInput>('verifyCode'),
  },
  actions: {
    /** Asks the toaster for a toast. */
    showToast: (_, _toast: ToastInput) => {},
    /** Moves the focus to digit box `index` (a DOM effect of the view). */
    focusDigit: (_, _params: { index: number }) => {},
    /** Stores the token of the re-established session (the token cookie). */
    replaceToken: (_, _params: { token: string }) => {},
    /** Tells the API client to send the held requests again with the new token. */
    resumeRequests: () => {},
    /** Tells the API client the timeout is abandoned: the held requests fail. */
    abandonRequests: () => {},
    /** Tells the session it was re-established (with the user of the answer, if any). */
    notifyReauthenticated: (_, _params: { token: string; user: unknown }) => {},
    /** Logs the user out (spec 4.2: clears the session, then /#login). */
    logOut: () => {},
    openPopup: assign(({ event }) => {
      assertEvent(event, 'session.timedOut');
      return {
        userId: event.userId,
        accountId: event.accountId ?? 0,
        digits: emptyDigits(),
        focus: 0,
        notice: null,
      };
    }),
    noteNotice: assign((_, params: { notice: MfaNotice }) => ({ notice: params.notice })),
    /** 'Invalid otp', or the server's more precise 'Invalid otp: ...' (expired code, too many tries). */
    noteInvalidCode: assign((_, params: { message: string | undefined }) => ({
      notice: { kind: 'invalidCode' as const, text: invalidCodeMessage(params.message) },
    })),
    clearDigits: assign({ digits: () => emptyDigits() }),
    /** Applies a digit box event with the rules of src/domain/mfaCode.ts; `focus` says where the focus goes. */
    changeDigits: assign(({ context, event }) => {
      assertEvent(event, ['mfa.digitEntered', 'mfa.pasted', 'mfa.backspace']);
      switch (event.type) {
        case 'mfa.digitEntered':
          return enterDigit(context.digits, event.index, event.value);
        case 'mfa.pasted':
          return pasteCode(context.digits, event.text);
        case 'mfa.backspace':
          return backspaceAt(context.digits, event.index);
      }
    }),
  },
  guards: {
    inDefaultLayout: ({ event }) => {
      assertEvent(event, 'session.timedOut');
      return event.layout === 'default';
    },
    knowsUser: ({ event }) => {
      assertEvent(event, 'session.timedOut');
      return event.userId !== null;
    },
    codeComplete: ({ context }) => isCodeComplete(context.digits),
    codeSent: (_, params: { output: SendCodeOutput }) => params.output.code === SUCCESS_CODE,
    verified: (_, params: { output: VerifyCodeOutput }) =>
      params.output.code === SUCCESS_CODE &&
      typeof params.output.token === 'string' &&
      params.output.token !== '',
  },
});

const codeSent = [
  { type: 'noteNotice', params: { notice: { kind: 'codeSent', text: mfaMessages.codeSent } } },
  { type: 'showToast', params: codeSentToast },
] as const;
const sendFailed = [
  { type: 'noteNotice', params: { notice: { kind: 'sendFailed', text: mfaMessages.sendFailed } } },
  { type: 'showToast', params: sendFailedToast },
] as const;
/** 'Invalid otp': the boxes are cleared and the first one gets the focus. */
const codeRejected = [
  'clearDigits',
  { type: 'showToast', params: invalidCodeToast },
  { type: 'focusDigit', params: { index: 0 } },
] as const;
/** The digit rules decide the new digits and the focus; then the focus moves there. */
const digitsChanged = [
  'changeDigits',
  { type: 'focusDigit', params: ({ context }: { context: MfaContext }) => ({ index: context.focus }) },
] as const;

/**
 * POST /sendMFA {userId, account_id}: the first send and 'Resend code'. A sent code goes to `sent` (with the first
 * box focused on the first send), a refusal or failure to `failed`.
 */
function sendingCode(targets: { sent: string; failed: string; focusFirstBox: boolean }) {
  return setupMfa.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'sendCode',
      src: 'sendCode',
      input: ({ context }) => ({ userId: context.userId ?? 0, accountId: context.accountId }),
      onDone: [
        {
          guard: { type: 'codeSent', params: ({ event }) => ({ output: event.output }) },
          target: targets.sent,
          actions: targets.focusFirstBox
            ? [...codeSent, { type: 'focusDigit', params: { index: 0 } }]
            : codeSent,
        },
        { target: targets.failed, actions: sendFailed },
      ],
      onError: { target: targets.failed, actions: sendFailed },
    },
  });
}

export const mfaMachine = setupMfa.createMachine({
  id: 'mfa',
  context: { userId: null, accountId: 0, digits: emptyDigits(), focus: 0, notice: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'session.timedOut': [
          {
            description:
              'Default layout (it has the login modal, spec 2.5) and a known user: the popup opens.',
            guard: and(['inDefaultLayout', 'knowsUser']),
            target: 'open',
            actions: 'openPopup',
          },
          {
            description: 'onBoard and the other layouts, or no known user: log out; held requests fail.',
            actions: ['abandonRequests', 'logOut'],
          },
        ],
      },
    },
    open: {
      description: "The popup: 'Your session has timed out due to inactivity.'",
      tags: ['open'],
      initial: 'awaitingSend',
      on: {
        'mfa.close': {
          description: 'The user closes the popup and stays on the page; held requests fail.',
          target: 'idle',
          actions: 'abandonRequests',
        },
        'session.loggedOut': { target: 'idle', actions: 'abandonRequests' },
      },
      states: {
        awaitingSend: {
          description: 'Only the Send code button.',
          on: { 'mfa.sendCode': 'sendingCode' },
        },
        sendingCode: {
          description: 'POST /sendMFA {userId, account_id}.',
          ...sendingCode({ sent: 'enteringCode', failed: 'awaitingSend', focusFirstBox: true }),
        },
        enteringCode: {
          description: 'The four digit boxes, Login (enabled once all four are filled) and Resend code.',
          tags: ['codeBoxes'],
          initial: 'ready',
          on: {
            'mfa.digitEntered': { actions: digitsChanged },
            'mfa.pasted': { actions: digitsChanged },
            'mfa.backspace': { actions: digitsChanged },
          },
          states: {
            ready: {
              on: {
                'mfa.resend': 'resending',
                'mfa.submit': { guard: 'codeComplete', target: '#mfa.open.verifying' },
              },
            },
            resending: {
              description: 'POST /sendMFA again; the boxes stay as they are.',
              ...sendingCode({ sent: 'ready', failed: 'ready', focusFirstBox: false }),
            },
          },
        },
        verifying: {
          description: 'POST /MFAauthenticate {id, mfa_code, account_id}.',
          tags: ['codeBoxes', 'busy'],
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => ({
              userId: context.userId ?? 0,
              accountId: context.accountId,
              code: codeOf(context.digits),
            }),
            onDone: [
              {
                guard: { type: 'verified', params: ({ event }) => ({ output: event.output }) },
                target: '#mfa.idle',
                actions: [
                  { type: 'replaceToken', params: ({ event }) => ({ token: event.output.token ?? '' }) },
                  'resumeRequests',
                  {
                    type: 'notifyReauthenticated',
                    params: ({ event }) => ({ token: event.output.token ?? '', user: event.output.user }),
                  },
                  { type: 'showToast', params: loggedInToast },
                ],
              },
              {
                target: 'enteringCode',
                actions: [
                  { type: 'noteInvalidCode', params: ({ event }) => ({ message: event.output.message }) },
                  ...codeRejected,
                ],
              },
            ],
            onError: {
              target: 'enteringCode',
              actions: [{ type: 'noteInvalidCode', params: { message: undefined } }, ...codeRejected],
            },
          },
        },
      },
    },
  },
});
