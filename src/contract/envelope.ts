/**
 * Response envelopes of spec section 7: `data`, `rows`, `status`, `code`, `message`.
 * Shared by the SPA (to parse every response) and the reference server (to shape every answer).
 */
import * as v from 'valibot';

/** Envelope with a typed `data` field. `data` is null when a helper call fails (spec 7). */
export function envelope<TData extends v.GenericSchema>(data: TData) {
  return v.object({
    status: v.number(),
    code: v.optional(v.number()),
    message: v.optional(v.string()),
    data: v.nullable(data),
    rows: v.optional(v.number()),
  });
}

/** Envelope for calls whose `data` we do not read. */
export const anyEnvelope = envelope(v.unknown());

/** The error body every JSON error answer uses (400, 403, 404, 500). `field` names the bad input. */
export const errorBody = v.object({
  status: v.number(),
  message: v.string(),
  field: v.optional(v.string()),
  data: v.null(),
});
export type ErrorBody = v.InferOutput<typeof errorBody>;

/** The body of a 401 that means the session timed out (spec 4.3, 8). */
export const SESSION_TIMEOUT_BODY = 'unauthorized access';

/**
 * Sent with the value '1' by the SPA's polls and automatic refreshes: the request is not the person's activity, so
 * it does not keep the session from timing out for inactivity (spec 4.3). It is still refused once it has.
 */
export const BACKGROUND_HEADER = 'X-Brandpilot-Background';

/** Where the API lives on the server; the SPA and the API share one origin. */
export const API_BASE = '/api';
