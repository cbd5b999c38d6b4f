import { describe, expect, it } from 'vitest';
import { afterNextPaint, createMainContentSignal } from '../../../src/app/mainContent.ts';
import { yieldToMain } from '../../../src/app/yieldToMain.ts';

/** A paint the test lets happen: what the signal waits for before it tells anyone. */
function heldPaint() {
  const waiting: Array<() => void> = [];
  return {
    afterPaint: (then: () => void) => waiting.push(then),
    paint: () => waiting.splice(0).forEach((then) => then()),
    waiting: () => waiting.length,
  };
}

describe('the main content signal (issue 14: what the layout holds back until the page is drawn)', () => {
  it('tells its listeners only once the frame with the content is painted', () => {
    const paint = heldPaint();
    const signal = createMainContentSignal(paint.afterPaint);
    const heard: string[] = [];
    signal.onShown(() => heard.push('bells'));
    signal.shown();
    expect(heard).toEqual([]);
    expect(signal.isShown()).toBe(false);
    paint.paint();
    expect(heard).toEqual(['bells']);
    expect(signal.isShown()).toBe(true);
  });

  it('is given once per tab: later pages find it given, and a second announcement waits for no paint', () => {
    const paint = heldPaint();
    const signal = createMainContentSignal(paint.afterPaint);
    signal.shown();
    signal.shown();
    expect(paint.waiting()).toBe(1);
    paint.paint();
    signal.shown();
    expect(paint.waiting()).toBe(0);
    const heard: string[] = [];
    signal.onShown(() => heard.push('late'));
    expect(heard).toEqual(['late']);
  });

  it('forgets a listener that unsubscribed before the paint', () => {
    const paint = heldPaint();
    const signal = createMainContentSignal(paint.afterPaint);
    const heard: string[] = [];
    const stop = signal.onShown(() => heard.push('gone'));
    signal.onShown(() => heard.push('kept'));
    signal.shown();
    stop();
    paint.paint();
    expect(heard).toEqual(['kept']);
  });

  it('calls back without a frame where there is no ResizeObserver (a test DOM), never synchronously', async () => {
    const heard: string[] = [];
    afterNextPaint(() => heard.push('painted'));
    expect(heard).toEqual([]);
    await Promise.resolve();
    expect(heard).toEqual(['painted']);
  });
});

describe('yieldToMain (issue 14: start-up work split into short tasks)', () => {
  it('goes on in a later task, after work already queued', async () => {
    const order: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      order.push('queued first');
      channel.port1.close();
    };
    channel.port2.postMessage(null);
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['queued first', 'after the yield']);
  });
});
