/** Digit rules of the session-timeout MFA code (spec 4.3, 5, 9). */
import { describe, expect, it } from 'vitest';
import {
  MFA_CODE_LENGTH,
  backspaceAt,
  codeOf,
  digitsOf,
  emptyDigits,
  enterDigit,
  fillFrom,
  filledCount,
  firstEmptyIndex,
  focusAfterArrow,
  invalidCodeMessage,
  isCodeComplete,
  mfaMessages,
  pasteCode,
} from '../../../src/domain/mfaCode.ts';
import { expectEach } from './expectEach.ts';

const boxes = (text: string) => text.split(',');

describe('MFA code rules', () => {
  it('has four boxes (spec 9) and the spec 8 wording', () => {
    expect(MFA_CODE_LENGTH).toBe(4);
    expect(emptyDigits()).toEqual(['', '', '', '']);
    expect(mfaMessages).toEqual({
      timedOut: 'Your session has timed out due to inactivity.',
      codeSent: 'Otp sent to your email',
      sendFailed: 'Error sending otp',
      loggedIn: 'Logged in successfully',
      invalidCode: 'Invalid otp',
    });
  });

  it('is complete only with a digit in every box (Login disabled until then)', () => {
    expectEach(isCodeComplete, [
      [boxes('1,2,3,4'), true],
      [boxes('1,2,3,'), false],
      [boxes(',2,3,4'), false],
      [boxes('1,2,3,a'), false],
      [['1', '2', '3'], false],
    ]);
    expect(filledCount(boxes('1,,3,'))).toBe(2);
    expect(codeOf(boxes('0,4,0,9'))).toBe('0409');
  });

  it('keeps only ASCII digits from text', () => {
    expect(digitsOf(' 12-3 4a٣')).toEqual(['1', '2', '3', '4']);
    expect(digitsOf('abc')).toEqual([]);
  });

  it('typing a digit fills the box and moves to the next; the last box keeps the focus', () => {
    expectEach(enterDigit, [
      [emptyDigits(), 0, '7', { digits: boxes('7,,,'), focus: 1 }],
      [boxes('1,2,3,'), 3, '4', { digits: boxes('1,2,3,4'), focus: 3 }],
      [boxes('1,2,3,4'), 1, '9', { digits: boxes('1,9,3,4'), focus: 2 }],
    ]);
  });

  it('clearing a box empties it and keeps the focus; a letter changes nothing', () => {
    expect(enterDigit(boxes('1,2,3,4'), 2, '')).toEqual({ digits: boxes('1,2,,4'), focus: 2 });
    const digits = boxes('1,,,');
    expect(enterDigit(digits, 1, 'x')).toEqual({ digits, focus: 1 });
  });

  it('several characters in one box (autofill) fill from that box on', () => {
    expectEach(enterDigit, [
      [emptyDigits(), 0, '4821', { digits: boxes('4,8,2,1'), focus: 3 }],
      [boxes('9,,,'), 1, '56', { digits: boxes('9,5,6,'), focus: 3 }],
      [boxes('9,,,'), 2, '567', { digits: boxes('9,,5,6'), focus: 3 }],
    ]);
  });

  it('fillFrom keeps the boxes before the start and leaves the focus on the first empty box after', () => {
    expect(fillFrom(boxes('1,,,4'), 1, '2')).toEqual({ digits: boxes('1,2,,4'), focus: 2 });
    expect(fillFrom(boxes('1,,,'), 1, 'none')).toEqual({ digits: boxes('1,,,'), focus: 1 });
  });

  it('a paste fills all four boxes from the first, whatever was typed before', () => {
    expectEach(pasteCode, [
      [boxes('9,9,,'), '1234', { digits: boxes('1,2,3,4'), focus: 3 }],
      [emptyDigits(), 'Your code: 48 21.', { digits: boxes('4,8,2,1'), focus: 3 }],
      [emptyDigits(), '123456', { digits: boxes('1,2,3,4'), focus: 3 }],
      [boxes('9,9,9,9'), '12', { digits: boxes('1,2,,'), focus: 2 }],
    ]);
    const digits = boxes('5,,,');
    expect(pasteCode(digits, 'no digits')).toEqual({ digits, focus: 1 });
  });

  it('Backspace empties a filled box, or moves back from an empty one', () => {
    expectEach(backspaceAt, [
      [boxes('1,2,3,4'), 3, { digits: boxes('1,2,3,'), focus: 3 }],
      [boxes('1,2,3,'), 3, { digits: boxes('1,2,,'), focus: 2 }],
      [boxes('1,,,'), 2, { digits: boxes('1,,,'), focus: 1 }],
      [emptyDigits(), 0, { digits: emptyDigits(), focus: 0 }],
    ]);
  });

  it('arrow keys move between boxes and stop at the ends', () => {
    expectEach(focusAfterArrow, [
      [1, 'ArrowLeft', 0],
      [0, 'ArrowLeft', 0],
      [2, 'ArrowRight', 3],
      [3, 'ArrowRight', 3],
      [2, 'Home', 0],
      [0, 'End', 3],
    ]);
  });

  it('firstEmptyIndex is the first empty box, or the last when all are filled', () => {
    expect(firstEmptyIndex(boxes('1,,3,'))).toBe(1);
    expect(firstEmptyIndex(boxes('1,2,3,4'))).toBe(3);
  });

  it("a refused code says 'Invalid otp', or the server's more precise 'Invalid otp: ...'", () => {
    expect(invalidCodeMessage(undefined)).toBe('Invalid otp');
    expect(invalidCodeMessage('Too many attempts.')).toBe('Invalid otp');
    expect(invalidCodeMessage('Invalid otp: this code has expired. Request a new code.')).toBe(
      'Invalid otp: this code has expired. Request a new code.',
    );
  });
});
