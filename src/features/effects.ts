/**
 * What every feature's machine logic (the `*Logic.ts` factories) may be given besides its own effects: where
 * failures are logged and the data cache its reads go through (and its writes invalidate).
 */
import { queryClient, type DataCache } from '../api/queries/client.ts';
import { consoleLog, type Log } from './log.ts';

export { consoleLog, type Log };

export interface CommonEffects {
  /** Where failed loads are logged (spec 8: only logged); the console by default. */
  log?: Log;
  /** The data cache; the app's by default (tests pass their own, as a fresh page load has). */
  cache?: DataCache;
}

/** The common effects, defaults filled in. */
export function commonEffects({
  log = consoleLog,
  cache = queryClient,
}: CommonEffects): Required<CommonEffects> {
  return { log, cache };
}
