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
 * A rule "the call `actor` starts again `ms` after the machine last became `quiet`, while the stream of changes is
 * down": a poll or a refresh that waits for a quiet moment, and that the stream replaces (issue 20).
 */
export function pollsWhileStreamDown<TSnapshot>(
  source: Expectation['source'],
  says: string,
  actor: string,
  quiet: (snapshot: TSnapshot) => boolean,
  ms: number,
): Expectation<TSnapshot> {
  return rule<TSnapshot>(
    source,
    says,
    (o) => o.started(actor) && o.event.type.startsWith('xstate.after.'),
    (o) => o.msSince(quiet) === ms && o.lastOf(['live.up', 'live.down'])?.type !== 'live.up',
  );
}

/** The change a `live.changed` event carries. */
export function liveChangeOf(event: { type: string }): {
  kind: string;
  accountId: number | null;
  data: Record<string, unknown>;
} {
  return (event as unknown as { change: ReturnType<typeof liveChangeOf> }).change;
}
