/**
 * The billing and card form rules (spec 3, 4.4, 5, 8): pure functions the card form machine applies to what is
 * typed, and the save-button rule its guard reads. "Now" is always a parameter, never read here.
 */

/** The formatted card number (digits grouped in fours with spaces) is at most 24 characters (spec 5). */
export const CARD_NUMBER_MAX_LENGTH = 24;
/** Save needs a card number of at least 10 characters (spec 5). */
export const CARD_NUMBER_MIN_LENGTH = 10;
/** `mm / yy`: at most 7 characters (spec 5). */
export const EXPIRY_MAX_LENGTH = 7;
/** Save needs an expiry of at least 5 characters (spec 5). */
export const EXPIRY_MIN_LENGTH = 5;
/** CVC: digits only, at most 4 (spec 5). */
export const CVC_MAX_LENGTH = 4;
/** The answer `code` of POST /updateCard that means the card was updated (spec 4.4). */
export const CARD_UPDATED_CODE = 1;

const EXPIRY_SEPARATOR = ' / ';

/** Wording of the card form. 'Card has been expired' is spec 8's; the others are ours (the spec shows none). */
export const cardMessages = {
  expired: 'Card has been expired',
  cardUpdated: 'Your card has been updated.',
  billingSaved: 'Your billing details and card have been saved.',
  cardRefused: 'Your card could not be updated. Please check the details and try again.',
} as const;

/** A calendar month: `month` is 1 to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** The ASCII digits of `text`, in order (anything else is dropped: digits only). */
export function digitsOnly(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

/** Digits only, grouped in fours with spaces, at most 24 characters ('4242424242' -> '4242 4242 42'). */
export function formatCardNumber(input: string): string {
  const groups = digitsOnly(input).match(/.{1,4}/g) ?? [];
  return groups.join(' ').slice(0, CARD_NUMBER_MAX_LENGTH).trimEnd();
}

/** The card number as sent to the server: its digits, without the grouping spaces. */
export function cardNumberDigits(formatted: string): string {
  return digitsOnly(formatted);
}

/** The last four digits of a card number ('' when there are fewer). */
export function lastFourOf(cardNumber: string): string {
  const digits = digitsOnly(cardNumber);
  return digits.length >= 4 ? digits.slice(-4) : '';
}

/** CVC: digits only, at most 4. */
export function formatCvc(input: string): string {
  return digitsOnly(input).slice(0, CVC_MAX_LENGTH);
}

/** A month that cannot be: above 12, or 00. */
function isImpossibleMonth(month: string): boolean {
  return month.length === 2 && (Number(month) > 12 || month === '00');
}

/**
 * Applies an edit of the expiry field (spec 5): format `mm / yy`, at most 7 characters; a first month digit other
 * than 0 or 1 is prefixed with 0 ('4' -> '04 / '); a month above 12 (or 00) is rejected, which keeps `previous`.
 * Deleting a character of the ' / ' separator deletes the month digit before it, so Backspace is never stuck.
 */
export function formatExpiry(input: string, previous = ''): string {
  let digits = digitsOnly(input);
  const deleting = input.length < previous.length;
  if (deleting && digits === digitsOnly(previous)) digits = digits.slice(0, -1);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  const month = digits.slice(0, 2);
  if (isImpossibleMonth(month)) return isImpossibleMonth(digitsOnly(previous).slice(0, 2)) ? '' : previous;
  if (digits.length < 2) return digits;
  return `${month}${EXPIRY_SEPARATOR}${digits.slice(2)}`;
}

/** Splits the expiry on the slash into month and year ('04 / 27' -> {month: '04', year: '27'}). */
export function splitExpiry(expiry: string): { month: string; year: string } {
  const [month = '', year = ''] = expiry.split('/');
  return { month: month.trim(), year: year.trim() };
}

/** A full `mm / yy` expiry with a possible month. */
export function isExpiryComplete(expiry: string): boolean {
  if (!/^\d\d \/ \d\d$/.test(expiry)) return false;
  const { month } = splitExpiry(expiry);
  return !isImpossibleMonth(month);
}

/** A complete expiry before `today`'s month (the card works until the end of its month). */
export function isExpired(expiry: string, today: YearMonth): boolean {
  if (!isExpiryComplete(expiry)) return false;
  const { month, year } = splitExpiry(expiry);
  const fullYear = 2000 + Number(year);
  return fullYear < today.year || (fullYear === today.year && Number(month) < today.month);
}

/** The message under the expiry field: 'Card has been expired' for a past date, else none. */
export function expiryError(expiry: string, today: YearMonth): string | null {
  return isExpired(expiry, today) ? cardMessages.expired : null;
}

/** Valid: complete (`mm / yy`) and not in the past. An incomplete year counts as invalid (nothing to send). */
export function isExpiryValid(expiry: string, today: YearMonth): boolean {
  return isExpiryComplete(expiry) && !isExpired(expiry, today);
}

export interface CardFields {
  /** Name on the card. */
  name: string;
  /** Formatted: digits grouped in fours. */
  number: string;
  /** `mm / yy`. */
  expiry: string;
  cvc: string;
}

/** Billing info (spec 3): `address` is the region. The e-mail is the user's and read-only. */
export interface BillingFields {
  name: string;
  email: string;
  telephone: string;
  address: string;
  zipCode: string;
  country: string;
}

export type CardField = keyof CardFields;
export type BillingField = keyof BillingFields;
/** The billing fields a user may type in: the e-mail is read-only (spec 5). */
export type EditableBillingField = Exclude<BillingField, 'email'>;

export function emptyCard(): CardFields {
  return { name: '', number: '', expiry: '', cvc: '' };
}

export function emptyBilling(email = ''): BillingFields {
  return { name: '', email, telephone: '', address: '', zipCode: '', country: '' };
}

/**
 * Applies the rule of `field` to what was typed: card number and CVC keep digits only and are capped, the expiry
 * is formatted from its previous value; names are taken as typed.
 */
export function applyCardInput(card: CardFields, field: CardField, value: string): CardFields {
  switch (field) {
    case 'number':
      return { ...card, number: formatCardNumber(value) };
    case 'expiry':
      return { ...card, expiry: formatExpiry(value, card.expiry) };
    case 'cvc':
      return { ...card, cvc: formatCvc(value) };
    case 'name':
      return { ...card, name: value };
  }
}

/** The billing form (billing info + card) or the card-update popup (card only). */
export type CardFormMode = 'billing' | 'cardUpdate';

export type SaveRequirement =
  'billingName' | 'billingEmail' | 'cardName' | 'cardNumber' | 'expiryLength' | 'expiryValid' | 'cvc';

/** What the save button waits for, per form (the popup has no billing fields, spec 5 leaves its rules open). */
export function saveRequirements(mode: CardFormMode): readonly SaveRequirement[] {
  const card: SaveRequirement[] = ['cardName', 'cardNumber', 'expiryLength', 'expiryValid', 'cvc'];
  return mode === 'billing' ? ['billingName', 'billingEmail', ...card] : card;
}

export interface CardFormValues {
  mode: CardFormMode;
  billing: BillingFields;
  card: CardFields;
}

function isMet(requirement: SaveRequirement, form: CardFormValues, today: YearMonth): boolean {
  const { billing, card } = form;
  switch (requirement) {
    case 'billingName':
      return billing.name.trim() !== '';
    case 'billingEmail':
      return billing.email.trim() !== '';
    case 'cardName':
      return card.name.trim() !== '';
    case 'cardNumber':
      return card.number.length >= CARD_NUMBER_MIN_LENGTH;
    case 'expiryLength':
      return card.expiry.length >= EXPIRY_MIN_LENGTH;
    case 'expiryValid':
      return isExpiryValid(card.expiry, today);
    case 'cvc':
      return card.cvc.length >= 1;
  }
}

/** The requirements of the save button that the form does not meet yet. */
export function unmetRequirements(form: CardFormValues, today: YearMonth): SaveRequirement[] {
  return saveRequirements(form.mode).filter((requirement) => !isMet(requirement, form, today));
}

/**
 * Spec 5: Save is disabled until billing name, billing email, card name, a card number of at least 10, an expiry of
 * at least 5 and a CVC of at least 1 character are present, and while saving or when the expiry is invalid.
 */
export function canSave(form: CardFormValues, today: YearMonth, saving = false): boolean {
  return !saving && unmetRequirements(form, today).length === 0;
}

/** The card part of POST /updateCard: digits only, the expiry split on the slash. */
export function cardPayload(card: CardFields): {
  cardnumber: string;
  month: string;
  year: string;
  cvc: string;
  name: string;
} {
  const { month, year } = splitExpiry(card.expiry);
  return { cardnumber: cardNumberDigits(card.number), month, year, cvc: card.cvc, name: card.name.trim() };
}

/** `mm / yy` of a saved card (spec 3 card info: exp_month, exp_year), whatever digits the server keeps. */
export function formatSavedExpiry(expMonth: number | string, expYear: number | string): string {
  const month = String(expMonth).padStart(2, '0').slice(-2);
  const year = String(expYear).padStart(2, '0').slice(-2);
  return `${month}${EXPIRY_SEPARATOR}${year}`;
}
