/** Card and billing form rules (spec 3, 4.4, 5, 8): every rule of spec 5's card fields and save button. */
import { describe, expect, it } from 'vitest';
import {
  CARD_NUMBER_MAX_LENGTH,
  CVC_MAX_LENGTH,
  EXPIRY_MAX_LENGTH,
  applyCardInput,
  canSave,
  cardMessages,
  cardNumberDigits,
  cardPayload,
  emptyBilling,
  emptyCard,
  expiryError,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  formatSavedExpiry,
  isExpired,
  isExpiryComplete,
  isExpiryValid,
  lastFourOf,
  saveRequirements,
  splitExpiry,
  unmetRequirements,
  type CardFormValues,
} from '../../../src/domain/card.ts';
import { expectEach } from './expectEach.ts';

const today = { year: 2026, month: 11 };

/** Types `text` one character at a time into the expiry field, as the browser would. */
function typeExpiry(text: string, start = ''): string {
  let value = start;
  for (const character of text) value = formatExpiry(value + character, value);
  return value;
}

/** Checks, for each row, what the expiry field shows once its text is typed into the empty field. */
function expectTyped(rows: [typed: string, shown: string][]): void {
  for (const [typed, shown] of rows) expect(typeExpiry(typed), typed).toBe(shown);
}

/** Presses Backspace `times` times at the end of the expiry field. */
function backspaceExpiry(value: string, times: number): string {
  let current = value;
  for (let i = 0; i < times; i += 1) current = formatExpiry(current.slice(0, -1), current);
  return current;
}

describe('card number (spec 5)', () => {
  it('keeps digits only', () => {
    expectEach(formatCardNumber, [
      ['4242abcd-42 42', '4242 4242'],
      ['abc', ''],
      ['', ''],
    ]);
  });

  it('groups the digits in fours with spaces', () => {
    expectEach(formatCardNumber, [
      ['4242', '4242'],
      ['42424', '4242 4'],
      ['4242424242424242', '4242 4242 4242 4242'],
      // Re-formatting what the field shows changes nothing.
      ['4242 4242 4242 4242', '4242 4242 4242 4242'],
    ]);
  });

  it('is at most 24 characters, spaces included', () => {
    expect(CARD_NUMBER_MAX_LENGTH).toBe(24);
    const long = formatCardNumber('1'.repeat(30));
    expect(long).toHaveLength(24);
    expect(long).toBe('1111 1111 1111 1111 1111');
    expect(formatCardNumber('1'.repeat(21))).toBe('1111 1111 1111 1111 1111');
  });

  it('is sent without the spaces; the last four are its last four digits', () => {
    expect(cardNumberDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(lastFourOf('4000 0566 5566 5556')).toBe('5556');
    expect(lastFourOf('123')).toBe('');
  });
});

describe('expiry (spec 5, 8)', () => {
  it('formats as mm / yy, at most 7 characters', () => {
    expect(EXPIRY_MAX_LENGTH).toBe(7);
    expect(formatExpiry('12/29')).toBe('12 / 29');
    expect(formatExpiry('12 / 29')).toBe('12 / 29');
    expectTyped([
      ['1229', '12 / 29'],
      ['122999', '12 / 29'],
      ['1', '1'],
      ['0', '0'],
      ['12', '12 / '],
    ]);
  });

  it('keeps digits only', () => {
    expect(typeExpiry('1a2b/2x9')).toBe('12 / 29');
  });

  it('prefixes a first month digit other than 0 or 1 with 0', () => {
    expect(formatExpiry('4/27')).toBe('04 / 27');
    expectTyped([
      ['4', '04 / '],
      ['9', '09 / '],
      ['2', '02 / '],
      ['427', '04 / 27'],
      ['1', '1'],
    ]);
  });

  it('rejects a month above 12 (and 00): the field keeps what it had', () => {
    expectTyped([
      ['13', '1'],
      ['19', '1'],
      ['00', '0'],
    ]);
    for (const [text, before] of [
      ['1329', ''],
      ['13', '1'],
      ['1329', '12 / 2'],
    ] as const) {
      expect(formatExpiry(text, before), text).toBe(before);
    }
  });

  it('Backspace through the separator removes the month digit before it', () => {
    const shown = [1, 2, 3, 4].map((times) => backspaceExpiry('04 / 27', times));
    expect(shown).toEqual(['04 / 2', '04 / ', '0', '']);
  });

  it('is split on the slash into month and year', () => {
    expect(splitExpiry('04 / 27')).toEqual({ month: '04', year: '27' });
    expect(splitExpiry('04 / ')).toEqual({ month: '04', year: '' });
    expect(splitExpiry('')).toEqual({ month: '', year: '' });
  });

  it("a past date shows 'Card has been expired'; this month and later are fine", () => {
    expect(cardMessages.expired).toBe('Card has been expired');
    expect(isExpired('10 / 26', today)).toBe(true);
    expect(isExpired('12 / 25', today)).toBe(true);
    expect(expiryError('01 / 20', today)).toBe('Card has been expired');
    expect(isExpired('11 / 26', today)).toBe(false);
    expect(isExpired('01 / 27', today)).toBe(false);
    expect(expiryError('12 / 29', today)).toBeNull();
    // Not complete yet: nothing to say.
    expect(expiryError('01 / 2', today)).toBeNull();
    expect(expiryError('', today)).toBeNull();
  });

  it('is valid only complete and not in the past', () => {
    expect(isExpiryComplete('12 / 29')).toBe(true);
    expect(isExpiryComplete('12 / 2')).toBe(false);
    expect(isExpiryComplete('13 / 29')).toBe(false);
    expectEach(isExpiryValid, [
      ['12 / 29', today, true],
      ['12 / 2', today, false],
      ['04 / ', today, false],
      ['01 / 20', today, false],
    ]);
  });

  it('shows a saved card expiry as mm / yy', () => {
    expect(formatSavedExpiry(4, 2027)).toBe('04 / 27');
    expect(formatSavedExpiry('12', '29')).toBe('12 / 29');
  });
});

describe('CVC (spec 5)', () => {
  it('keeps digits only, at most 4', () => {
    expect(CVC_MAX_LENGTH).toBe(4);
    expect(formatCvc('1a2')).toBe('12');
    expect(formatCvc('12345')).toBe('1234');
    expect(formatCvc('abc')).toBe('');
  });
});

describe('typing in the card fields', () => {
  it('applies the rule of each field', () => {
    let card = emptyCard();
    card = applyCardInput(card, 'number', '4242x4242');
    card = applyCardInput(card, 'expiry', '4');
    card = applyCardInput(card, 'cvc', '98765');
    card = applyCardInput(card, 'name', 'Ada Owner ');
    expect(card).toEqual({ number: '4242 4242', expiry: '04 / ', cvc: '9876', name: 'Ada Owner ' });
  });

  it('sends digits only and the expiry split on the slash', () => {
    expect(
      cardPayload({ name: ' Ada Owner ', number: '4242 4242 4242 4242', expiry: '04 / 27', cvc: '123' }),
    ).toEqual({ cardnumber: '4242424242424242', month: '04', year: '27', cvc: '123', name: 'Ada Owner' });
  });
});

describe('save button (spec 5)', () => {
  const complete: CardFormValues = {
    mode: 'billing',
    billing: { ...emptyBilling('owner@demo.test'), name: 'Ada Owner' },
    card: { name: 'Ada Owner', number: '4242 4242 4', expiry: '12 / 29', cvc: '1' },
  };

  it('is enabled with billing name and e-mail, card name, number >= 10, expiry >= 5, CVC >= 1', () => {
    expect(unmetRequirements(complete, today)).toEqual([]);
    expect(canSave(complete, today)).toBe(true);
  });

  it('is disabled while any of them is missing or short', () => {
    const without = (
      patch: Partial<CardFormValues['billing']>,
      card: Partial<CardFormValues['card']> = {},
    ) => ({
      ...complete,
      billing: { ...complete.billing, ...patch },
      card: { ...complete.card, ...card },
    });
    expectEach(unmetRequirements, [
      [without({ name: '  ' }), today, ['billingName']],
      [without({ email: '' }), today, ['billingEmail']],
      [without({}, { name: '' }), today, ['cardName']],
      [without({}, { number: '4242 4242' }), today, ['cardNumber']],
      [without({}, { number: '4242 4242 ' }), today, []],
    ]);
    expect(unmetRequirements(without({}, { expiry: '12 /' }), today)).toEqual([
      'expiryLength',
      'expiryValid',
    ]);
    expect(unmetRequirements(without({}, { cvc: '' }), today)).toEqual(['cvc']);
    expect(canSave(without({ name: '' }), today)).toBe(false);
  });

  it('is disabled when the expiry is invalid (past, or without its year)', () => {
    const expired = { ...complete, card: { ...complete.card, expiry: '01 / 20' } };
    expect(unmetRequirements(expired, today)).toEqual(['expiryValid']);
    const noYear = { ...complete, card: { ...complete.card, expiry: '12 / ' } };
    expect(unmetRequirements(noYear, today)).toEqual(['expiryValid']);
  });

  it('is disabled while saving', () => {
    expect(canSave(complete, today, true)).toBe(false);
  });

  it('the card-update popup waits for the card fields only', () => {
    expect(saveRequirements('cardUpdate')).toEqual([
      'cardName',
      'cardNumber',
      'expiryLength',
      'expiryValid',
      'cvc',
    ]);
    expect(saveRequirements('billing')).toEqual([
      'billingName',
      'billingEmail',
      'cardName',
      'cardNumber',
      'expiryLength',
      'expiryValid',
      'cvc',
    ]);
    const popup: CardFormValues = { ...complete, mode: 'cardUpdate', billing: emptyBilling() };
    expect(canSave(popup, today)).toBe(true);
  });
});
