/**
 * What a person reads when a call fails (spec 8 has no wording for these). The server names a bad field as
 * `field: what is wrong` (src/server/http.ts), which is right for a developer reading the API but not for a person:
 * `fieldErrorSentence` turns it into a sentence, and an answer the app cannot read never shows its parser's text.
 */

export const apiMessages = {
  network: 'Network error: unable to reach the server.',
  /** The answer did not have the shape the app expects (a server bug, a proxy's error page ...). */
  badResponse: 'The server sent an answer the app could not read. Please try again in a moment.',
} as const;

/** How field keys read in a sentence (keys not listed read as their words: `first_name` -> `first name`). */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  old_password: 'current password',
  new_password: 'new password',
  email: 'e-mail',
  username: 'e-mail',
  account_id: 'account',
  accountId: 'account',
  account_Id: 'account',
  cardnumber: 'card number',
  cvc: 'security code',
  zip_code: 'postcode',
  pricing_id: 'plan',
  scheduled_at: 'date and time',
  mfa_code: 'code',
};

function wordsOf(field: string): string {
  return (
    FIELD_WORDS[field] ??
    field
      .replace(/_/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * `old_password: the current password is not correct` -> `The current password is not correct.`;
 * `account_id: account_id must be a whole number` -> `The account must be a whole number.`
 * A message without the field prefix is only given a capital and a full stop.
 */
export function fieldErrorSentence(message: string, field: string | null): string {
  let text = message.trim();
  if (field !== null && text.startsWith(`${field}:`)) text = text.slice(field.length + 1).trim();
  if (field !== null && text.startsWith(`${field} `))
    text = `The ${wordsOf(field)}${text.slice(field.length)}`;
  if (text === '') return text;
  return /[.!?]$/.test(text) ? capitalised(text) : `${capitalised(text)}.`;
}
