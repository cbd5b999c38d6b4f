/**
 * The session-timeout MFA code (spec 4.3, 5, 8, 9): four single-character digit boxes; Login is disabled until all
 * four are filled. Pure rules: the MFA machine keeps the digits with them, the popup only renders and sends.
 */

/** MFA codes are 4 digits (spec 9). */
export const MFA_CODE_LENGTH = 4;

/** Wording of spec 8 for the session-timeout popup. */
export const mfaMessages = {
  timedOut: 'Your session has timed out due to inactivity.',
  codeSent: 'Otp sent to your email',
  sendFailed: 'Error sending otp',
  loggedIn: 'Logged in successfully',
  invalidCode: 'Invalid otp',
} as const;

/**
 * What the popup says when a code is refused: 'Invalid otp' (spec 8), or the server's message when it is a more
 * precise 'Invalid otp: ...' (the code expired, too many wrong tries).
 */
export function invalidCodeMessage(serverMessage: string | undefined): string {
  return serverMessage?.startsWith(mfaMessages.invalidCode) ? serverMessage : mfaMessages.invalidCode;
}

/** The digits, one string per box: a single digit or '' when empty. Always MFA_CODE_LENGTH long. */
export type MfaDigits = readonly string[];

/** A change to the digits and the box that should have the focus afterwards. */
export interface MfaDigitsChange {
  digits: MfaDigits;
  focus: number;
}

export function emptyDigits(): MfaDigits {
  return Array.from({ length: MFA_CODE_LENGTH }, () => '');
}

/** Keeps a box index inside 0 .. MFA_CODE_LENGTH - 1. */
export function clampIndex(index: number): number {
  if (!Number.isFinite(index)) return 0;
  return Math.min(MFA_CODE_LENGTH - 1, Math.max(0, Math.trunc(index)));
}

/** The ASCII digits of `text`, in order (anything else, spaces and dashes included, is skipped). */
export function digitsOf(text: string): string[] {
  return Array.from(text).filter((character) => character >= '0' && character <= '9');
}

export function filledCount(digits: MfaDigits): number {
  return digits.filter((digit) => digit !== '').length;
}

/** Login is enabled only when every box holds a digit (spec 5). */
export function isCodeComplete(digits: MfaDigits): boolean {
  return digits.length === MFA_CODE_LENGTH && digits.every((digit) => /^\d$/.test(digit));
}

/** The code to send: the four digits joined. */
export function codeOf(digits: MfaDigits): string {
  return digits.join('');
}

/** The first empty box, or the last box when all are filled. */
export function firstEmptyIndex(digits: MfaDigits): number {
  const index = digits.findIndex((digit) => digit === '');
  return index < 0 ? MFA_CODE_LENGTH - 1 : index;
}

/**
 * Fills boxes from `from` onwards with the digits of `text` (what a paste, or an autofilled one-time code, brings).
 * Boxes before `from` are kept; with fewer digits than boxes, the rest is left as it was. Text without a digit
 * changes nothing. Focus: the first empty box, or the last box.
 */
export function fillFrom(digits: MfaDigits, from: number, text: string): MfaDigitsChange {
  const incoming = digitsOf(text);
  const start = clampIndex(from);
  if (incoming.length === 0) return { digits, focus: start };
  const next = [...digits];
  for (let offset = 0; offset < incoming.length && start + offset < MFA_CODE_LENGTH; offset++) {
    next[start + offset] = incoming[offset]!;
  }
  const lastWritten = Math.min(MFA_CODE_LENGTH - 1, start + incoming.length - 1);
  const after = next.findIndex((digit, index) => index > lastWritten && digit === '');
  return { digits: next, focus: after < 0 ? Math.min(MFA_CODE_LENGTH - 1, lastWritten + 1) : after };
}

/**
 * What typing `value` into box `index` does:
 * - '' (the box was cleared) empties it and keeps the focus there;
 * - one digit fills the box and moves the focus to the next box (the last box keeps it);
 * - several characters (autofill, a fast typist) fill from this box on, like a paste;
 * - no digit at all (a letter) changes nothing.
 */
export function enterDigit(digits: MfaDigits, index: number, value: string): MfaDigitsChange {
  const box = clampIndex(index);
  if (value === '') {
    const next = [...digits];
    next[box] = '';
    return { digits: next, focus: box };
  }
  const incoming = digitsOf(value);
  if (incoming.length === 0) return { digits, focus: box };
  if (incoming.length === 1) {
    const next = [...digits];
    next[box] = incoming[0]!;
    return { digits: next, focus: clampIndex(box + 1) };
  }
  return fillFrom(digits, box, value);
}

/** A paste fills all four boxes from the first one (spec 4.3: four boxes, one code). */
export function pasteCode(digits: MfaDigits, text: string): MfaDigitsChange {
  const incoming = digitsOf(text);
  if (incoming.length === 0) return { digits, focus: firstEmptyIndex(digits) };
  return fillFrom(emptyDigits(), 0, incoming.slice(0, MFA_CODE_LENGTH).join(''));
}

/**
 * Backspace in box `index`: a filled box is emptied and keeps the focus; on an empty box the focus moves back one
 * box and that box is emptied. On the first box, empty, nothing changes.
 */
export function backspaceAt(digits: MfaDigits, index: number): MfaDigitsChange {
  const box = clampIndex(index);
  const next = [...digits];
  if (next[box] !== '') {
    next[box] = '';
    return { digits: next, focus: box };
  }
  if (box === 0) return { digits, focus: 0 };
  next[box - 1] = '';
  return { digits: next, focus: box - 1 };
}

/** Arrow keys move between boxes without changing them. */
export function focusAfterArrow(index: number, key: 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End'): number {
  switch (key) {
    case 'ArrowLeft':
      return clampIndex(index - 1);
    case 'ArrowRight':
      return clampIndex(index + 1);
    case 'Home':
      return 0;
    case 'End':
      return MFA_CODE_LENGTH - 1;
  }
}
