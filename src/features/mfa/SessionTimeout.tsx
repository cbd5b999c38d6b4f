/**
 * Session-timeout MFA (spec 4.3, 8). SessionTimeoutProvider runs the MFA machine once, turns the API client's
 * `session.timedOut` into a machine event with the layout of the current page and the user to send the code to,
 * connects it to the session bridge (src/app/sessionBridge.ts: the logout), and renders the popup. Mount it inside
 * ToastProvider and SessionProvider.
 */
import { inspect } from '../../app/inspection.ts';
import { forwardSession, useSessionBridge } from '../../app/sessionBridge.ts';
import { Description } from '@headlessui/react';
import { createActorContext } from '@xstate/react';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { mfaMachine } from '../../../machines/mfa.machine.ts';
import { api } from '../../api/index.ts';
import { browserCredentials } from '../../api/credentials.ts';
import { mfaCalls } from '../../api/mfa.ts';
import { readUserDetail, replaceSessionToken } from '../../api/sessionStore.ts';
import type { AuthUser } from '../../contract/session.ts';
import { focusAfterArrow, MFA_CODE_LENGTH, mfaMessages } from '../../domain/mfaCode.ts';
import { CentredModal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { layoutOfPath, mfaLogic } from './mfaLogic.ts';
import { buttonClass } from '../../ui/buttonClass.ts';

/** The one MFA actor of the app. */
export const MfaActorContext = createActorContext(mfaMachine);

/** Where the machine's `focusDigit` goes: the popup registers itself while its digit boxes are shown. */
type FocusDigit = (index: number) => void;
const FocusRegistry = createContext<{ current: FocusDigit }>({ current: () => {} });

/** What the MFA popup needs of the session (the app passes `useSession()`'s). */
export interface TimedOutSession {
  readonly status: 'checking' | 'loggedIn' | 'loggedOut' | 'loggingOut';
  readonly user: { readonly id: number } | null;
  readonly accountId: number | null;
  readonly reauthenticated: (user?: AuthUser) => void;
  readonly logOut: () => void;
}

/**
 * The timed-out user and account: the session's, else the cookies' (a reload with an expired session times out
 * during the session check, before the session knows the user).
 */
function timedOutUser(session: TimedOutSession): { userId: number | null; accountId: number | null } {
  const detail = readUserDetail();
  const userId = session.user?.id ?? detail?.id ?? null;
  return { userId, accountId: session.accountId ?? cookieAccountId() };
}

/** The account id of the user detail cookie, or null. */
function cookieAccountId(): number | null {
  const raw = browserCredentials.accountId();
  const accountId = raw === null || raw === '' ? NaN : Number(raw);
  return Number.isInteger(accountId) && accountId >= 0 ? accountId : null;
}

/** Sends the API client's timeouts to the MFA actor, and connects it to the session bridge. */
function SessionTimeoutEvents({ session }: { session: TimedOutSession }) {
  const mfa = MfaActorContext.useActorRef();
  useSessionBridge(mfa, forwardSession.mfa);
  const latest = useRef(session);
  useEffect(() => {
    latest.current = session;
  }, [session]);

  useEffect(
    () =>
      api.onSessionTimeout(() =>
        mfa.send({
          type: 'session.timedOut',
          layout: layoutOfPath(window.location.pathname),
          ...timedOutUser(latest.current),
        }),
      ),
    [mfa],
  );

  return null;
}

export function SessionTimeoutProvider({
  session,
  children,
}: {
  session: TimedOutSession;
  children: ReactNode;
}) {
  const toast = useToast();
  const latest = useRef({ session, toast });
  useEffect(() => {
    latest.current = { session, toast };
  }, [session, toast]);
  const [focusRegistry] = useState<{ current: FocusDigit }>(() => ({ current: () => {} }));
  const [logic] = useState(() =>
    mfaLogic({
      calls: mfaCalls(api),
      showToast: (request) => latest.current.toast.show(request),
      focusDigit: (index) => focusRegistry.current(index),
      replaceToken: replaceSessionToken,
      resumeRequests: () => api.resumeAfterReauth(),
      abandonRequests: () => api.abandonAfterTimeout(),
      reauthenticated: (user) => latest.current.session.reauthenticated(user),
      logOut: () => latest.current.session.logOut(),
    }),
  );
  return (
    <MfaActorContext.Provider logic={logic} options={{ inspect }}>
      <FocusRegistry.Provider value={focusRegistry}>
        <SessionTimeoutEvents session={session} />
        {children}
        <SessionTimeoutPopup />
      </FocusRegistry.Provider>
    </MfaActorContext.Provider>
  );
}

/** The four single-character boxes. Typing, Backspace and paste go to the machine; arrows only move the focus. */
function DigitBoxes({ readOnly }: { readOnly: boolean }) {
  const mfa = MfaActorContext.useActorRef();
  const digits = MfaActorContext.useSelector((snapshot) => snapshot.context.digits);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const registry = useContext(FocusRegistry);
  /** The machine asks for the focus during a transition; it is applied once the boxes have rendered. */
  const [focusRequest, setFocusRequest] = useState<{ index: number } | null>(() => ({ index: 0 }));

  useEffect(() => {
    registry.current = (index) => setFocusRequest({ index });
    return () => {
      registry.current = () => {};
    };
  }, [registry]);

  useEffect(() => {
    if (!focusRequest) return;
    const input = inputs.current[focusRequest.index];
    input?.focus();
    input?.select();
  }, [focusRequest]);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (readOnly) return;
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Handled here rather than in onChange: typing the digit a box already holds still moves on.
      event.preventDefault();
      mfa.send({ type: 'mfa.digitEntered', index, value: event.key });
      return;
    }
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        mfa.send({ type: 'mfa.backspace', index });
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End': {
        event.preventDefault();
        setFocusRequest({ index: focusAfterArrow(index, event.key) });
        return;
      }
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (readOnly) return;
    mfa.send({ type: 'mfa.pasted', text: event.clipboardData.getData('text') });
  };

  return (
    <fieldset className="mt-5">
      <legend className="text-sm font-medium text-slate-700">Enter the 4-digit code from the e-mail</legend>
      <div className="mt-2 flex justify-center gap-3">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={1}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${MFA_CODE_LENGTH}`}
            value={digit}
            readOnly={readOnly}
            onChange={(event) => mfa.send({ type: 'mfa.digitEntered', index, value: event.target.value })}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
            className="h-12 w-12 rounded-md border border-slate-300 text-center text-xl font-semibold text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500 focus:outline-none read-only:bg-slate-50"
          />
        ))}
      </div>
    </fieldset>
  );
}

/** 'Your session has timed out due to inactivity.': Send code, four digit boxes, Login, Resend code, Close. */
export function SessionTimeoutPopup() {
  const mfa = MfaActorContext.useActorRef();
  const open = MfaActorContext.useSelector((snapshot) => snapshot.hasTag('open'));
  const busy = MfaActorContext.useSelector((snapshot) => snapshot.hasTag('busy'));
  const codeBoxes = MfaActorContext.useSelector((snapshot) => snapshot.hasTag('codeBoxes'));
  const canLogIn = MfaActorContext.useSelector((snapshot) => snapshot.can({ type: 'mfa.submit' }));
  const canResend = MfaActorContext.useSelector((snapshot) => snapshot.can({ type: 'mfa.resend' }));
  const notice = MfaActorContext.useSelector((snapshot) => snapshot.context.notice);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mfa.send({ type: 'mfa.submit' });
  };

  return (
    <CentredModal
      open={open}
      onClose={() => mfa.send({ type: 'mfa.close' })}
      busy={busy}
      layer="z-50"
      width="max-w-sm"
      title="Session timed out"
    >
      <Description className="mt-2 text-sm text-slate-600">{mfaMessages.timedOut}</Description>
      {notice ? (
        <p
          role={notice.kind === 'codeSent' ? 'status' : 'alert'}
          className={`mt-3 text-sm font-medium ${notice.kind === 'codeSent' ? 'text-green-700' : 'text-red-700'}`}
        >
          {notice.text}
        </p>
      ) : null}
      {codeBoxes ? (
        <form onSubmit={submit} noValidate>
          <DigitBoxes readOnly={busy} />
          <button type="submit" disabled={!canLogIn} className={buttonClass('primary', 'md', 'mt-5 w-full')}>
            Login
          </button>
          <p className="mt-3 text-sm text-slate-600">
            Didn’t get it?{' '}
            <button
              type="button"
              disabled={!canResend}
              onClick={() => mfa.send({ type: 'mfa.resend' })}
              className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-50"
            >
              Resend code
            </button>
          </p>
        </form>
      ) : (
        <button
          type="button"
          data-autofocus
          disabled={busy}
          onClick={() => mfa.send({ type: 'mfa.sendCode' })}
          className={buttonClass('primary', 'md', 'mt-5 w-full')}
        >
          Send code
        </button>
      )}
      <button
        type="button"
        onClick={() => mfa.send({ type: 'mfa.close' })}
        className={buttonClass('secondary', 'md', 'mt-3 w-full')}
      >
        Close
      </button>
    </CentredModal>
  );
}
