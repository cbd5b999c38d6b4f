import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { authMachine } from '../../../machines/auth.machine.ts';
import { authSampleData } from '../../../machines/auth.samples.ts';
import { betaToggleMachine } from '../../../machines/betaToggle.machine.ts';
import { postEditorMachine } from '../../../machines/postEditor.machine.ts';
import { postEditorInputs } from '../../../machines/postEditor.samples.ts';
import { presenceMachine } from '../../../machines/presence.machine.ts';
import {
  INSPECTION_FLAG_KEY,
  InspectionRecorder,
  storedFlag,
  type InspectionChannel,
  type InspectionMessage,
} from '../../../src/app/inspection.ts';

/** Channels of one origin: what one posts, the others receive (not itself), like BroadcastChannel. */
function fakeOrigin() {
  const channels: FakeChannel[] = [];
  const posted: InspectionMessage[] = [];
  class FakeChannel implements InspectionChannel {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    constructor() {
      channels.push(this);
    }
    postMessage(message: InspectionMessage) {
      posted.push(structuredClone(message));
      for (const other of channels) if (other !== this) other.onmessage?.({ data: structuredClone(message) });
    }
  }
  return { open: () => new FakeChannel(), posted, channels };
}

function recorder(origin: ReturnType<typeof fakeOrigin>, tabId: string, enabled: boolean) {
  let time = 1000;
  return new InspectionRecorder({
    openChannel: origin.open,
    tabId,
    now: () => (time += 1),
    enabledByDefault: () => enabled,
  });
}

describe('live mode: the inspection recorder', () => {
  it('records and posts nothing when disabled', () => {
    const origin = fakeOrigin();
    const app = recorder(origin, 'app', false);
    const actor = createActor(betaToggleMachine, { input: { enabled: false }, inspect: app.inspect }).start();
    actor.send({ type: 'beta.turnedOn' });
    expect(app.getRecords()).toEqual([]);
    expect(origin.posted).toEqual([]);
    expect(origin.channels).toHaveLength(0);
    actor.stop();
  });

  it("records a running actor's active states and last transitions, and posts them to the other tabs", () => {
    const origin = fakeOrigin();
    const app = recorder(origin, 'app', true);
    const viewer = recorder(origin, 'viewer', true);
    const seen: number[] = [];
    viewer.subscribe(() => seen.push(viewer.getRecords().length));

    const actor = createActor(betaToggleMachine, { input: { enabled: false }, inspect: app.inspect }).start();
    let [record] = app.getRecords();
    expect(record?.machineId).toBe('betaToggle');
    expect(record?.active).toEqual(['betaToggle', 'betaToggle.off']);

    actor.send({ type: 'beta.turnedOn' });
    [record] = app.getRecords();
    expect(record?.active).toEqual(['betaToggle', 'betaToggle.confirming']);
    expect(record?.lastTransitions).toEqual(['betaToggle.off on beta.turnedOn #0']);
    expect(record?.lastEvent).toBe('beta.turnedOn');

    actor.send({ type: 'beta.confirmed' });
    [record] = app.getRecords();
    expect(record?.active).toEqual(['betaToggle', 'betaToggle.on']);
    expect(record?.lastTransitions).toEqual(['betaToggle.confirming on beta.confirmed #0']);

    // An event no state takes keeps the last transitions shown.
    actor.send({ type: 'beta.cancelled' });
    expect(app.getRecords()[0]?.lastTransitions).toEqual(['betaToggle.confirming on beta.confirmed #0']);

    // Posted on the channel: the viewer tab has the same record, marked as another tab's.
    const remote = viewer.getRecords().find((item) => item.machineId === 'betaToggle');
    expect(remote?.tabId).toBe('app');
    expect(remote?.active).toEqual(['betaToggle', 'betaToggle.on']);
    expect(seen.length).toBeGreaterThan(0);
    expect(origin.posted.some((message) => message.type === 'actor')).toBe(true);

    // A stopped actor is no longer listed, here or in the other tabs.
    actor.stop();
    expect(app.getRecords()).toEqual([]);
    expect(viewer.getRecords()).toEqual([]);
  });

  it('answers a viewer that opens later, and forgets a closed tab', () => {
    const origin = fakeOrigin();
    const app = recorder(origin, 'app', true);
    const actor = createActor(presenceMachine, { input: { online: true }, inspect: app.inspect }).start();
    actor.send({ type: 'session.loggedIn' });
    const viewer = recorder(origin, 'viewer', true);
    expect(viewer.getRecords()).toEqual([]);
    viewer.subscribe(() => {});
    expect(viewer.getRecords().map((record) => record.machineId)).toEqual(['presence']);
    expect(viewer.getRecords()[0]?.active).toEqual(app.getRecords()[0]?.active);
    app.close();
    expect(viewer.getRecords()).toEqual([]);
    actor.stop();
  });

  it('observes only actors whose logic is a state machine', () => {
    const origin = fakeOrigin();
    const app = recorder(origin, 'app', true);
    const actor = createActor(presenceMachine, { input: { online: true }, inspect: app.inspect }).start();
    actor.send({ type: 'session.loggedIn' }); // invokes markOnline: a callback actor, not recorded on its own
    expect(app.getRecords().map((record) => record.machineId)).toEqual(['presence']);
    actor.stop();
  });

  it("observes a machine invoked by another (the planner's post editor) as its own actor", () => {
    const origin = fakeOrigin();
    const app = recorder(origin, 'app', true);
    const parent = setup({ actors: { postEditor: postEditorMachine } }).createMachine({
      id: 'host',
      invoke: { id: 'postEditor', src: 'postEditor', input: postEditorInputs[0] },
    });
    const actor = createActor(parent, { inspect: app.inspect }).start();
    const editor = app.getRecords().find((record) => record.machineId === 'postEditor');
    expect(editor?.active).toEqual(['postEditor', 'postEditor.viewing']);
    actor.getSnapshot().children.postEditor?.send({ type: 'modal.closed' });
    expect(app.getRecords().map((record) => record.machineId)).toEqual(['host']);
    actor.stop();
  });

  it('follows the auth actor through a login submit', () => {
    const origin = fakeOrigin();
    const app = recorder(origin, 'app', true);
    const actor = createActor(authMachine, {
      input: { hasSession: false, social: false, signals: authSampleData.noSignals },
      inspect: app.inspect,
    }).start();
    expect(app.getRecords()[0]?.active).toContain('auth.loggedOut');
    actor.send({
      type: 'login.submit',
      username: 'owner@demo.test',
      password: 'demo1234',
      signals: authSampleData.noSignals,
    });
    const [record] = app.getRecords();
    expect(record?.machineId).toBe('auth');
    expect(record?.active).toContain('auth.loggingIn');
    expect(record?.lastTransitions).toContain('auth.loggedOut on login.submit #0');
    actor.stop();
  });

  it('records the current state of an actor started before inspection was enabled', () => {
    const origin = fakeOrigin();
    const app = recorder(origin, 'app', false);
    const actor = createActor(betaToggleMachine, { input: { enabled: true }, inspect: app.inspect }).start();
    expect(app.getRecords()).toEqual([]);
    app.setEnabled(true);
    app.recordCurrent(actor);
    expect(app.getRecords()[0]?.active).toEqual(['betaToggle', 'betaToggle.on']);
    actor.stop();
  });
});

describe("the staff flag this browser remembers (live mode's default)", () => {
  function storage(initial: string | null) {
    let value = initial;
    let reads = 0;
    return {
      getItem: (key: string) => {
        reads += 1;
        return key === INSPECTION_FLAG_KEY ? value : null;
      },
      set: (next: string | null) => {
        value = next;
      },
      reads: () => reads,
    };
  }
  const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

  it('reads storage once, however often it is asked', () => {
    const stored = storage('1');
    const flag = storedFlag(INSPECTION_FLAG_KEY, () => stored, new EventTarget());
    expect([flag(), flag(), flag()]).toEqual([true, true, true]);
    expect(stored.reads()).toBe(1);
  });

  it("follows another tab's change of the flag, and of the whole storage, but not of other keys", () => {
    const stored = storage(null);
    const tabs = new EventTarget();
    const flag = storedFlag(INSPECTION_FLAG_KEY, () => stored, tabs);
    expect(flag()).toBe(false);
    stored.set('1');
    tabs.dispatchEvent(storageEvent('accountId'));
    expect(flag()).toBe(false);
    tabs.dispatchEvent(storageEvent(INSPECTION_FLAG_KEY));
    expect(flag()).toBe(true);
    stored.set(null);
    tabs.dispatchEvent(storageEvent(null));
    expect(flag()).toBe(false);
  });

  it('is off when storage is missing or refuses to be read', () => {
    expect(storedFlag(INSPECTION_FLAG_KEY, () => undefined, undefined)()).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(storedFlag(INSPECTION_FLAG_KEY, () => refusing, undefined)()).toBe(false);
  });
});
