/**
 * Hand-written behaviour of the social account cards and the auto-disconnect watch (spec 2.6, 4.9, 7.4, 8), on real
 * actors with fake calls: payloads, where the browser goes, the server's messages as alerts, the 60 s poll.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { autoDisconnectMachine } from '../../machines/autoDisconnect.machine.ts';
import {
  socialAccountsMachine,
  type ConnectOutcome,
  type SocialConnectFrom,
} from '../../machines/socialAccounts.machine.ts';
import type { SocialProviderId } from '../../src/domain/posts.ts';
import {
  AUTO_DISCONNECT_POLL_MS,
  autoDisconnectText,
  cardStateOf,
  socialAuthResult,
  type SocialLink,
} from '../../src/domain/social.ts';
import { flush } from './harness.ts';

const facebook: SocialLink = { provider_Id: 1, name: 'Nook Facebook', connected: true };

function startCards(
  options: {
    links?: () => Promise<readonly SocialLink[]>;
    connect?: () => Promise<ConnectOutcome>;
    disconnect?: () => Promise<readonly SocialLink[]>;
    from?: SocialConnectFrom;
  } = {},
) {
  const calls: string[] = [];
  const machine = socialAccountsMachine.provide({
    actors: {
      loadLinks: fromPromise<readonly SocialLink[], { accountId: number }>(({ input }) => {
        calls.push(`loadLinks ${input.accountId}`);
        return options.links ? options.links() : Promise.resolve([facebook]);
      }),
      startConnect: fromPromise<
        ConnectOutcome,
        { accountId: number; providerId: SocialProviderId; from: SocialConnectFrom }
      >(({ input }) => {
        calls.push(`startConnect ${input.accountId} ${input.providerId} ${input.from}`);
        return options.connect
          ? options.connect()
          : Promise.resolve({ kind: 'redirect', url: '/sandbox/social/tiktok/consent?state=s' });
      }),
      disconnect: fromPromise<readonly SocialLink[], { accountId: number; providerId: SocialProviderId }>(
        ({ input }) => {
          calls.push(`disconnect ${input.accountId} ${input.providerId}`);
          return options.disconnect ? options.disconnect() : Promise.resolve([]);
        },
      ),
    },
    actions: { navigate: (_, { url }) => calls.push(`navigate ${url}`) },
  });
  const actor = createActor(machine, { input: { accountId: 7, from: options.from ?? 'socialAuth' } }).start();
  return { actor, calls };
}

describe('social account cards', () => {
  it('loads the account links, connects through the consent URL it was given', async () => {
    const { actor, calls } = startCards({ from: 'settings' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(cardStateOf(actor.getSnapshot().context.links, 1)).toEqual({
      kind: 'connected',
      name: 'Nook Facebook',
    });
    expect(cardStateOf(actor.getSnapshot().context.links, 6)).toEqual({ kind: 'notConnected' });

    actor.send({ type: 'connect.requested', providerId: 6 });
    await flush();
    expect(calls).toEqual([
      'loadLinks 7',
      'startConnect 7 6 settings',
      'navigate /sandbox/social/tiktok/consent?state=s',
    ]);
    expect(actor.getSnapshot().value).toBe('redirecting');
  });

  it("shows 'Account Already connected.' (code 300) as an alert and loads the cards again", async () => {
    const { actor, calls } = startCards({
      connect: () => Promise.resolve({ kind: 'message', message: 'Account Already connected.' }),
    });
    await flush();
    actor.send({ type: 'connect.requested', providerId: 1 });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.alert).toBe('Account Already connected.');
    expect(calls.some((call) => call.startsWith('navigate'))).toBe(false);
    // The link changed elsewhere: the cards loaded again under the message.
    expect(calls.filter((call) => call === 'loadLinks 7')).toHaveLength(2);
    actor.send({ type: 'alert.dismissed' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('asks before disconnecting; cancel keeps the link, confirm calls the server once', async () => {
    const { actor, calls } = startCards();
    await flush();
    actor.send({ type: 'disconnect.requested', providerId: 1 });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    actor.send({ type: 'disconnect.cancelled' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toEqual(['loadLinks 7']);

    actor.send({ type: 'disconnect.requested', providerId: 1 });
    actor.send({ type: 'disconnect.confirmed' });
    await flush();
    expect(calls).toEqual(['loadLinks 7', 'disconnect 7 1']);
    expect(actor.getSnapshot().context.links).toEqual([]);
  });

  it("shows the server's 'User Does not Exist.' when disconnecting fails", async () => {
    let links: readonly SocialLink[] = [facebook];
    const { actor, calls } = startCards({
      links: () => Promise.resolve(links),
      disconnect: () => {
        links = [];
        return Promise.reject(new Error('User Does not Exist.'));
      },
    });
    await flush();
    actor.send({ type: 'disconnect.requested', providerId: 1 });
    actor.send({ type: 'disconnect.confirmed' });
    expect(actor.getSnapshot().value).toBe('disconnecting');
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.alert).toBe('User Does not Exist.');
    // The cards loaded again under the message and show the link as it is now.
    expect(calls).toEqual(['loadLinks 7', 'disconnect 7 1', 'loadLinks 7']);
    expect(actor.getSnapshot().context.links).toEqual([]);
  });

  it('a failed load offers a retry; a new account reloads', async () => {
    let fail = true;
    const { actor, calls } = startCards({
      links: () => (fail ? Promise.reject(new Error('')) : Promise.resolve([])),
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.alert).toBe('Your social accounts could not be loaded.');
    fail = false;
    actor.send({ type: 'reload.requested' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'account.changed', accountId: 9 });
    await flush();
    expect(calls).toEqual(['loadLinks 7', 'loadLinks 7', 'loadLinks 9']);
  });
});

describe('auto-disconnect watch', () => {
  function startWatch(answers: (readonly SocialProviderId[] | Error)[]) {
    const clock = new SimulatedClock();
    const checks: number[] = [];
    const machine = autoDisconnectMachine.provide({
      actors: {
        checkAutoDisconnect: fromPromise<readonly SocialProviderId[], { accountId: number }>(({ input }) => {
          checks.push(input.accountId);
          const answer = answers.shift() ?? [];
          return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
        }),
      },
      actions: { logCheckFailure: () => {} },
    });
    const actor = createActor(machine, { input: { accountId: 7 }, clock }).start();
    return { actor, clock, checks };
  }

  it('checks on start, every 60 s, on request and on account change; keeps what it showed on a failure', async () => {
    const { actor, clock, checks } = startWatch([[1, 1], new Error('offline'), [], [3]]);
    await flush();
    expect(actor.getSnapshot().context.providerIds).toEqual([1]);

    clock.increment(AUTO_DISCONNECT_POLL_MS - 1);
    await flush();
    expect(checks).toEqual([7]);
    clock.increment(1);
    await flush();
    expect(checks).toEqual([7, 7]);
    expect(actor.getSnapshot().context.providerIds).toEqual([1]);

    actor.send({ type: 'check.requested' });
    await flush();
    expect(actor.getSnapshot().context.providerIds).toEqual([]);

    actor.send({ type: 'account.changed', accountId: 9 });
    await flush();
    expect(checks).toEqual([7, 7, 7, 9]);
    expect(actor.getSnapshot().context.providerIds).toEqual([3]);
  });
});

describe('wording', () => {
  it('says spec 8 word for word', () => {
    expect(autoDisconnectText('Facebook')).toBe(
      'Facebook has disconnected your permission for the product. This is done to maintain security and re-acknowledge your permission.',
    );
  });

  it('words each /socialAuth status', () => {
    expect(socialAuthResult('connected', 6)).toMatchObject({ tone: 'success', title: 'TikTok connected' });
    expect(socialAuthResult('denied', 2)).toMatchObject({
      tone: 'error',
      title: 'Twitter was not connected',
    });
    expect(socialAuthResult('expired', null)).toMatchObject({
      tone: 'error',
      title: 'This link has expired',
    });
    expect(socialAuthResult('refused', 4).text).toContain('LinkedIn refused the connection');
  });
});
