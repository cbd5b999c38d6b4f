/** Answer shapes and input checks shared by every route (envelopes of src/contract/envelope.ts). */
import type { Context } from 'hono';
import * as v from 'valibot';
import type { ErrorBody } from '../contract/envelope.ts';
import { nulPath } from '../contract/fields.ts';
import type { AppEnv } from './env.ts';

/** An error whose status and message are meant for the caller (4xx, 503). */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const messages = {
  badJson: 'The request body is not valid JSON.',
  notAnObject: 'The request body must be a JSON object.',
  tooLarge: 'The request body is too large.',
  /** accountScope.ts: an account that is not the user's, or none at all (404, like an id that does not exist). */
  noSuchAccount: 'No such account.',
  noAccess: 'You do not have access to this account.',
  roleNotAllowed: 'Your role on this account does not allow this.',
  invalidLogin: 'Invalid e-mail or password.',
  notYourProfile: 'You can only update your own profile.',
  serverError: 'Something went wrong on our side.',
  badValue: 'The request holds a value the server cannot store.',
  databaseDown: 'The database is not answering.',
  notBuilt: 'The app is not built yet: run `npm run build` first.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  notWhileImpersonating: 'This is not allowed while impersonating a user.',
} as const;

/** A 400 naming `field`, worded like the input checks (`field: what is wrong`). */
export function badField(field: string, problem: string): HttpError {
  return new HttpError(400, `${field}: ${problem}`, field);
}

export function errorBody(status: number, message: string, field: string | null = null): ErrorBody {
  return field === null ? { status, message, data: null } : { status, message, field, data: null };
}

/** `{status: 200, data}` plus any of `code`, `message`, `rows`. */
export function ok<T>(
  c: Context<AppEnv>,
  data: T,
  extra: { code?: number; message?: string; rows?: number } = {},
) {
  return c.json({ status: 200, ...extra, data }, 200);
}

/**
 * A list answer: `{status: 200, data, rows}`, `rows` being the total of the whole list when `data` is one page of it
 * (getpost, getfavouriteposts, a range with a limit), else the length of `data`.
 */
export function paged<T>(c: Context<AppEnv>, data: readonly T[], total: number = data.length) {
  return ok(c, data, { rows: total });
}

function describeIssue(
  issue: v.BaseIssue<unknown>,
  name: string | null,
): { message: string; field: string | null } {
  const field = v.getDotPath(issue) ?? name;
  if (field === null) return { message: issue.message, field: null };
  const missing = issue.input === undefined && issue.message.startsWith('Invalid key');
  return { message: `${field}: ${missing ? `${field} is required` : issue.message}`, field };
}

/**
 * Throws a 400 naming the first text of `input` that holds a NUL character: PostgreSQL cannot store one, and no
 * field of ours has a use for it (`name` names `input` itself, as in `check`).
 */
export function refuseNul(input: unknown, name: string | null = null): void {
  const at = nulPath(input);
  if (at === null) return;
  const field = at === '' ? (name ?? 'body') : name === null ? at : `${name}.${at}`;
  throw new HttpError(400, `${field}: ${field} must not contain a NUL character`, field);
}

/**
 * Parses `input` with `schema` or throws a 400 naming the first bad field
 * (`name` names a single value, such as a header, that has no path of its own).
 */
export function check<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  name: string | null = null,
): v.InferOutput<TSchema> {
  refuseNul(input, name);
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const first = result.issues[0];
  if (!first) throw new HttpError(400, 'The request is not valid.');
  const { message, field } = describeIssue(first, name);
  throw new HttpError(400, message, field);
}

/**
 * The JSON body as a plain object (an empty body reads as `{}`), parsed once per request.
 * Bad JSON, a non-object (null, an array, a number, text) or text holding a NUL character -> 400.
 */
export async function jsonBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const cached = c.get('jsonBody');
  if (cached) return cached;
  const text = await c.req.text();
  let parsed: unknown = {};
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new HttpError(400, messages.badJson);
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, messages.notAnObject);
  }
  refuseNul(parsed);
  const body = parsed as Record<string, unknown>;
  c.set('jsonBody', body);
  return body;
}

/** The JSON body checked with `schema`. */
export async function parseBody<TSchema extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  return check(schema, await jsonBody(c));
}
