import { describe, expect, it } from 'vitest';
import {
  SOCIAL_SIGN_IN_PROVIDERS,
  isSocialSignInProvider,
  socialButtonLabel,
  socialCallbackErrorText,
  socialCallbackOf,
  socialSignInMessages,
} from '../../../src/domain/socialSignIn.ts';

const TICKET = 'T1cket0123456789abcdefghijklmnop';

describe('socialCallbackOf (the /callback page)', () => {
  it('reads a well-formed ticket', () => {
    expect(socialCallbackOf(`?ticket=${TICKET}`)).toEqual({ kind: 'ticket', ticket: TICKET });
  });

  it('does not take a malformed ticket for one', () => {
    expect(socialCallbackOf('?ticket=short')).toEqual({ kind: 'none' });
    expect(socialCallbackOf(`?ticket=${TICKET}x`)).toEqual({ kind: 'none' });
    expect(socialCallbackOf(`?ticket=${TICKET.slice(0, 31)}%3C`)).toEqual({ kind: 'none' });
  });

  it('reads the known errors; an unknown one is a refusal', () => {
    expect(socialCallbackOf('?error=denied')).toEqual({ kind: 'error', error: 'denied' });
    expect(socialCallbackOf('?error=expired')).toEqual({ kind: 'error', error: 'expired' });
    expect(socialCallbackOf('?error=<script>')).toEqual({ kind: 'error', error: 'refused' });
  });

  it('nothing is none', () => {
    expect(socialCallbackOf('')).toEqual({ kind: 'none' });
  });
});

describe('wording', () => {
  it("uses the spec's messages word for word", () => {
    expect(socialSignInMessages.alreadyConnected).toBe('Account Already connected.');
    expect(socialSignInMessages.userDoesNotExist).toBe('User Does not Exist.');
  });

  it('names the network on each button', () => {
    expect(socialButtonLabel(4, 'login')).toBe('Continue with LinkedIn');
    expect(socialButtonLabel(2, 'register')).toBe('Sign up with Twitter');
  });

  it('a stale link says to start again', () => {
    expect(socialCallbackErrorText('expired')).toBe(socialSignInMessages.badTicket);
    expect(socialCallbackErrorText('denied')).toMatch(/did not allow/);
  });

  it('offers LinkedIn, Facebook and Twitter only', () => {
    expect([...SOCIAL_SIGN_IN_PROVIDERS]).toEqual([4, 1, 2]);
    expect(isSocialSignInProvider(6)).toBe(false);
    expect(isSocialSignInProvider(1)).toBe(true);
  });
});
