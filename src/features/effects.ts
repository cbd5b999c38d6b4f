/**
 * What every feature's machine logic (the `*Logic.ts` factories) may be given besides its own effects: where
 * failures are logged and the data cache its reads go through (and its writes invalidate).
 */
import { queryClient, type DataCache } from '../api/queries/client.ts';

export type Log = (message: string, detail: unknown) => void;

export interface CommonEffects {
  /** Where failed loads are logged (spec 8: only logged); the console by default. */
  log?: Log;
  /** The data cache; the app's by default (tests pass their own, as a fresh page load has). */
  cache?: DataCache;
}

export const consoleLog: Log = (message, detail) => console.warn(message, detail);

/** The common effects, defaults filled in. */
export function commonEffects({
  log = consoleLog,
  cache = queryClient,
}: CommonEffects): Required<CommonEffects> {
  return { log, cache };
}
