/** Rule builders the oracles share: one kind of spec sentence, written once. */
import { rule, type Expectation, type Step } from '../oracle.ts';

/** A rule "whenever `when` holds, the machine's error message is shown" (context.error is not empty). */
export function showsError<TSnapshot>(
  source: Expectation['source'],
  says: string,
  when: (o: Step<NoInfer<TSnapshot>>) => boolean,
): Expectation<TSnapshot> {
  return rule<TSnapshot>(
    source,
    says,
    when,
    (o) => ((o.context as { error?: string | null }).error ?? '') !== '',
  );
}

/**
 * A rule "the call `actor` starts again `ms` after the machine last became `quiet`": a poll or a refresh that
 * waits for a quiet moment.
 */
export function repeatsAfter<TSnapshot>(
  source: Expectation['source'],
  says: string,
  actor: string,
  quiet: (snapshot: TSnapshot) => boolean,
  ms: number,
): Expectation<TSnapshot> {
  return rule<TSnapshot>(
    source,
    says,
    (o) => o.started(actor),
    (o) => o.msSince(quiet) === ms,
  );
}
