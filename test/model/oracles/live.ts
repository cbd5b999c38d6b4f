/**
 * What issue 20 and src/domain/live.ts say about the tab's stream of changes (machines/live.machine.ts): one
 * stream while logged in, none otherwise; `live.up` when it opens (and when changes were missed), `live.down` when an
 * open one is lost, each change passed on; a lost stream is tried again after 1 s, doubling with each failure in a
 * row up to 30 s, resuming after the last change the tab got.
 */
import type { SnapshotFrom } from 'xstate';
import { liveMachine } from '../../../machines/live.machine.ts';
import { always, atStart, defineOracle, rule, type Step } from '../oracle.ts';

type O = Step<SnapshotFrom<typeof liveMachine>>;

const SESSION = ['session.loggedIn', 'session.loggedOut'];
const loggedIn = (o: O) => o.lastOf(SESSION)?.type === 'session.loggedIn';
const streaming = (o: O) => o.running().includes('stream');
/** Written from the rule, not from the domain's function: 1 s, then twice as long each time, at most 30 s. */
const expectedWait = (failuresInARow: number) => Math.min(30_000, 1_000 * 2 ** (failuresInARow - 1));

/** The id of the change a `stream.changed` event carries. */
const changeIdOf = (event: { type: string }) => (event as unknown as { change: { id: number } }).change.id;

/** Streams that ended or failed since the last one opened (or since the login). */
function failuresInARow(o: O): number {
  let count = 0;
  for (const step of [...o.history, o].reverse()) {
    const type = step.event.type;
    if (type === 'stream.opened' || type === 'session.loggedIn') break;
    if (type === 'stream.ended' || type === 'stream.failed') count++;
  }
  return count;
}

/** Milliseconds since the latest stream ended or failed. */
function msSinceLost(o: O): number | null {
  const lost = [...o.history]
    .reverse()
    .find((step) => ['stream.ended', 'stream.failed'].includes(step.event.type));
  return lost ? o.now - lost.now : null;
}

/** The id of the last change passed on since the login, or null. */
function lastChangeId(o: O): number | null {
  for (const step of [...o.history, o].reverse()) {
    if (step.event.type === 'session.loggedIn') return null;
    if (step.event.type === 'stream.changed' && step.actions.some((action) => action.type === 'tellChanged'))
      return changeIdOf(step.event);
  }
  return null;
}

export const liveOracle = defineOracle(liveMachine, [
  rule('invariant', 'nothing is opened before login', atStart, (o) => o.running().length === 0),
  rule(
    'invariant',
    'logged out, no stream is open and the tab is not told it is up',
    (o) => !loggedIn(o),
    (o) => o.running().length === 0 && !o.has('up'),
  ),
  rule(
    'domain live.ts',
    'logged in, a stream is open or being opened, or the next attempt is waited for',
    (o) => loggedIn(o),
    (o) => streaming(o) || o.snapshot.matches({ on: 'retrying' }),
  ),
  rule(
    'domain live.ts',
    'the machines are told the stream is up when it opens',
    (o) => o.on('stream.opened') && !o.had('up'),
    (o) => o.has('up') && o.ran('tellUp') && o.context.failures === 0,
  ),
  rule(
    'domain live.ts',
    'missed changes (reset) make the machines read again, as a new stream does',
    (o) => o.on('stream.reset') && o.had('up'),
    (o) => o.has('up') && o.ran('tellUp'),
  ),
  rule(
    'domain live.ts',
    'each change of an open stream is passed on and remembered for resuming',
    (o) => o.on('stream.changed') && o.had('up'),
    (o) =>
      o.ran('tellChanged') &&
      o.paramsOf<{ change: { id: number } }>('tellChanged')[0]?.change.id === changeIdOf(o.event) &&
      o.context.lastEventId === changeIdOf(o.event),
  ),
  rule(
    'domain live.ts',
    'losing an open stream tells the machines to poll again',
    (o) => o.had('up') && !o.has('up'),
    (o) => o.ran('tellDown'),
  ),
  rule(
    'domain live.ts',
    'the machines hear up and down only when it changes',
    (o) => o.had('up') === o.has('up') && !o.on('stream.reset'),
    (o) => !o.ran('tellUp') && !o.ran('tellDown'),
  ),
  rule(
    'domain live.ts',
    'a lost stream is tried again after 1 s, doubling with each failure in a row, at most 30 s',
    (o) => o.event.type.startsWith('xstate.after.'),
    (o) => o.started('stream') && msSinceLost(o) === expectedWait(failuresInARow(o)),
  ),
  rule(
    'domain live.ts',
    'back online (or the session renewed), a waiting stream is tried again at once',
    (o) => o.on('stream.retryNow') && o.previous?.matches({ on: 'retrying' }) === true,
    (o) => o.started('stream') && o.elapsed === 0,
  ),
  rule(
    'domain live.ts',
    'a stream resumes after the last change the tab got since the login',
    always,
    (o) => !loggedIn(o) || o.context.lastEventId === lastChangeId(o),
  ),
  rule(
    'invariant',
    'a logout forgets where the stream was',
    (o) => o.on('session.loggedOut'),
    (o) => o.context.lastEventId === null && o.context.failures === 0,
  ),
]);
