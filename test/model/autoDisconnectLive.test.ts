/**
 * The auto-disconnect watch with the stream of changes (issue 20; machines/autoDisconnect.machine.ts): while the
 * stream is up it does not check every 60 s; it checks when a change of its account's networks arrives (again when
 * one arrives during a check), once when the stream opens, on a page change and on an account change; a change of
 * another account's networks asks nothing; lost, the 60 s poll comes back.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { autoDisconnectMachine } from '../../machines/autoDisconnect.machine.ts';
import type { SocialProviderId } from '../../src/domain/posts.ts';
import { AUTO_DISCONNECT_POLL_MS } from '../../src/domain/social.ts';
import { deferred, flush } from './harness.ts';

const ACCOUNT = 7;

const networksOf = (accountId: number) => ({
  type: 'live.changed' as const,
  change: { id: 3, kind: 'social.changed' as const, accountId, data: {} },
});

async function watching(accountId = ACCOUNT) {
  const clock = new SimulatedClock();
  const check = vi.fn((_input: { accountId: number }): Promise<readonly SocialProviderId[]> =>
    Promise.resolve([]),
  );
  const machine = autoDisconnectMachine.provide({
    actors: {
      checkAutoDisconnect: fromPromise(({ input }: { input: { accountId: number } }) => check(input)),
    },
  });
  const actor = createActor(machine, { clock, input: { accountId } }).start();
  await flush();
  return { actor, clock, check };
}

/** Lets `ms` pass on the watch's clock. */
async function pass(clock: SimulatedClock, ms: number) {
  clock.increment(ms);
  await flush();
}

describe('auto-disconnect watch: the stream of changes (issue 20)', () => {
  it('checks once when the stream opens, then not every 60 s: only for a change of its account’s networks', async () => {
    const { actor, clock, check } = await watching();
    expect(check).toHaveBeenCalledTimes(1);
    actor.send({ type: 'live.up' });
    expect(check).toHaveBeenCalledTimes(2);
    await flush();
    await pass(clock, 10 * AUTO_DISCONNECT_POLL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    actor.send(networksOf(9));
    await flush();
    expect(check).toHaveBeenCalledTimes(2);
    actor.send(networksOf(ACCOUNT));
    expect(check).toHaveBeenCalledTimes(3);
    expect(check).toHaveBeenLastCalledWith({ accountId: ACCOUNT });
  });

  it('a page change and an account change still check while the stream is up (spec 4.9)', async () => {
    const { actor, check } = await watching();
    actor.send({ type: 'live.up' });
    await flush();
    actor.send({ type: 'check.requested' });
    expect(check).toHaveBeenCalledTimes(3);
    await flush();
    actor.send({ type: 'account.changed', accountId: 8 });
    expect(check).toHaveBeenLastCalledWith({ accountId: 8 });
    await flush();
    actor.send(networksOf(ACCOUNT));
    await flush();
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('with no account selected (0) a change of any of the user’s accounts checks', async () => {
    const { actor, check } = await watching(0);
    actor.send({ type: 'live.up' });
    await flush();
    actor.send(networksOf(9));
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('a change that arrives during a check makes it check again', async () => {
    const { actor, check } = await watching();
    const slow = deferred<readonly SocialProviderId[]>();
    check.mockImplementation(() => slow.promise);
    actor.send({ type: 'live.up' });
    actor.send(networksOf(ACCOUNT));
    expect(check).toHaveBeenCalledTimes(3);
    actor.send(networksOf(9));
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('lost, the watch checks every 60 s again', async () => {
    const { actor, clock, check } = await watching();
    actor.send({ type: 'live.up' });
    await flush();
    actor.send({ type: 'live.down' });
    await pass(clock, AUTO_DISCONNECT_POLL_MS - 1);
    expect(check).toHaveBeenCalledTimes(2);
    await pass(clock, 1);
    expect(check).toHaveBeenCalledTimes(3);
  });
});
