/**
 * Field schemas shared by the request bodies, path parameters and query strings of every route: each message names
 * the field it checks, and each accepts only what PostgreSQL stores (ids fit an int4 column, pages stay within what
 * an offset can hold, dates within the timestamptz range and in ISO 8601). Text with a NUL character is refused for
 * every input before any schema runs (`nulPath`).
 */
import * as v from 'valibot';

/** The largest value an int4 column (every id) holds. */
export const INT4_MAX = 2_147_483_647;
/** The highest page a paged list answers (far past any real list; keeps the offset a small number). */
export const MAX_PAGE = 100_000;

/**
 * A whole number from `min` to `max`, sent either as a JSON number or as a string of digits (ids often travel
 * through cookies, headers and paths as text), refused below `min` with `tooSmall` and above `max` with `tooBig`.
 * Output: a number.
 */
function wholeNumber(name: string, min: number, tooSmall: string, max: number, tooBig: string) {
  return v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,16}$/), v.transform(Number))],
      `${name} must be a whole number`,
    ),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, tooSmall),
    v.maxValue(max, tooBig),
  );
}

/** A whole number from `min` to `max`, as a number or a string of digits. Output: a number. */
export function wholeNumberField(name: string, min: number, max: number) {
  const tooSmall = min === 0 ? `${name} must not be negative` : `${name} must be at least ${min}`;
  return wholeNumber(name, min, tooSmall, max, `${name} must be at most ${max}`);
}

/** A positive id (1 to INT4_MAX), as a number or a string of digits. Output: a number. */
export function idField(name: string) {
  return wholeNumber(name, 1, `${name} must be a positive id`, INT4_MAX, `${name} is not a valid id`);
}

/** An account id, or 0 for "no account" (spec 7.4: `checkautodc {account_id (0 if none)}`, the account headers). */
export function accountRefField(name: string) {
  return wholeNumber(name, 0, `${name} must not be negative`, INT4_MAX, `${name} is not a valid id`);
}

/** A page number of a paged list (1 first; 0 reads as 1), at most MAX_PAGE; absent: 1. */
export const pageField = v.pipe(
  v.optional(wholeNumberField('page', 0, MAX_PAGE), 1),
  v.number('page must be a whole number'),
);

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Year, month, day, hour, minute and second of a date-time pattern's match (a part it leaves out is 0). */
export function dateTimeParts(match: RegExpExecArray): [number, number, number, number, number, number] {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  return [year, month, day, hour, minute, second];
}

/**
 * True for an ISO 8601 date and time with a zone (`2026-03-02T09:30:00.000Z`, `...+01:00`), a real calendar day,
 * and a year from 1 to 9999 (inside what JavaScript and PostgreSQL both take).
 */
export function isIsoDateTime(text: string): boolean {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = dateTimeParts(match);
  if (year < 1 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const lastDay = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= lastDay && !Number.isNaN(Date.parse(text));
}

/** An ISO 8601 date and time with a zone (see isIsoDateTime), trimmed. */
export function isoDateTimeField(name: string) {
  return v.pipe(
    v.string(`${name} must be an ISO date and time`),
    v.trim(),
    v.check(isIsoDateTime, `${name} must be an ISO date and time such as 2026-03-02T09:30:00.000Z`),
  );
}

/** The first text inside `input` (keys too) that holds a NUL character: its dotted path ('' for `input` itself). */
export function nulPath(input: unknown, path = ''): string | null {
  if (typeof input === 'string') return input.includes('\u0000') ? path : null;
  if (input === null || typeof input !== 'object') return null;
  const entries = Array.isArray(input)
    ? input.map((item, index) => [String(index), item] as const)
    : Object.entries(input);
  for (const [key, value] of entries) {
    const here = path === '' ? key : `${path}.${key}`;
    if (key.includes('\u0000')) return here;
    const found = nulPath(value, here);
    if (found !== null) return found;
  }
  return null;
}
