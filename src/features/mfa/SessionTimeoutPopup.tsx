/**
 * The session-timeout popup (spec 4.3): 'Your session has timed out due to inactivity.', the four digit boxes, Login,
 * Resend code and Close; loaded only when a session times out (SessionTimeout.tsx `LazyPopup`).
 */
import { Description } from '@headlessui/react';
import {
  useContext,
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { focusAfterArrow, MFA_CODE_LENGTH, mfaMessages } from '../../domain/mfaCode.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { CentredModal } from '../../ui/Modal.tsx';
import { FocusRegistry, MfaActorContext } from './SessionTimeout.tsx';

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
