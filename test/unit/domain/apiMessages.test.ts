import { describe, expect, it } from 'vitest';
import { PASSWORD_SERVER_MESSAGES } from '../../../src/contract/passwords.ts';
import { apiMessages, fieldErrorSentence } from '../../../src/domain/apiMessages.ts';

describe('fieldErrorSentence: a server field error as a person reads it', () => {
  it.each([
    [PASSWORD_SERVER_MESSAGES.wrongOldPassword, 'old_password', 'The current password is not correct.'],
    [
      PASSWORD_SERVER_MESSAGES.samePassword,
      'new_password',
      'The new password must differ from the current one.',
    ],
    [
      PASSWORD_SERVER_MESSAGES.badResetToken,
      'token',
      'This link is not valid any more (used or expired). Ask for a new one.',
    ],
    [
      PASSWORD_SERVER_MESSAGES.emailTaken,
      'email',
      expect.stringMatching(/^An account with this e-mail already exists/),
    ],
    ['account_id: account_id must be a whole number', 'account_id', 'The account must be a whole number.'],
    ['first_name: first_name is required', 'first_name', 'The first name is required.'],
    [
      'cardnumber: cardnumber is not a valid card number',
      'cardnumber',
      'The card number is not a valid card number.',
    ],
  ])('%s', (message, field, sentence) => {
    const result = fieldErrorSentence(message, field);
    expect(result).toEqual(sentence);
    expect(result).not.toMatch(/^[a-z_]+:/);
  });

  it('leaves a message without the field prefix as it is, with a capital and a full stop', () => {
    expect(fieldErrorSentence('Invalid e-mail or password.', null)).toBe('Invalid e-mail or password.');
    expect(fieldErrorSentence('something failed', 'other')).toBe('Something failed.');
  });

  it('the unreadable-answer message names no path or parser', () => {
    expect(apiMessages.badResponse).not.toMatch(/\/|Invalid type|Unexpected/);
  });
});
