/**
 * "The first page's main content is on screen" (issue 14): what the layout waits for before it loads what the page
 * does not need to be read (the chat bells and their menus). Lighthouse counts every script requested before the
 * largest paint against that paint, so the bells' code used to delay the planner's posts. A page is shown once its
 * component is mounted, or, for a page that declared so (`lazyPages`' `announcesMainContent`), once it says so with
 * `useAnnounceMainContent` (the planner: when its month is drawn, empty or failed). The signal is given once per
 * tab; later pages find it given. No timer is involved: the UI model's held clock must not hold the bells back.
 */
import { startTransition, useEffect, useState } from 'react';

export interface MainContentSignal {
  /** The main content is rendered; listeners hear of it once it is painted. Later calls do nothing. */
  readonly shown: () => void;
  readonly isShown: () => boolean;
  /** Calls `listener` once, when the content is shown (at once when it already is); returns the unsubscribe. */
  readonly onShown: (listener: () => void) => () => void;
}

/** Calls `then` in a task after the browser's next frame's paint: a ResizeObserver reports in the frame's rendering
 * steps (after layout, before paint), and a message posted from there runs once the frame is painted. */
function afterFrame(then: () => void): void {
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      then();
    };
    channel.port2.postMessage(null);
  });
  observer.observe(document.documentElement);
}

/** At most this many frames after the content rendered, the signal is given without a largest-paint report. */
export const MAIN_CONTENT_FALLBACK_FRAMES = 8;

function afterFrames(count: number, then: () => void): void {
  if (count <= 0) then();
  else afterFrame(() => afterFrames(count - 1, then));
}

/**
 * Calls `then` once the content rendered now is on screen: when the browser reports a largest contentful paint of a
 * frame after now (its time is when the frame is shown, a few frames after it is painted), or, when the content is
 * not the largest, MAIN_CONTENT_FALLBACK_FRAMES frames later. Neither is a timer. Without ResizeObserver (a test's
 * DOM) it calls back in a microtask.
 */
export function afterNextPaint(then: () => void): void {
  if (typeof ResizeObserver === 'undefined' || typeof MessageChannel === 'undefined') {
    queueMicrotask(then);
    return;
  }
  const since = performance.now();
  let done = false;
  let largestPaint: PerformanceObserver | null = null;
  const finish = () => {
    if (done) return;
    done = true;
    largestPaint?.disconnect();
    then();
  };
  if (PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    // A report of an earlier frame can arrive late: only a paint after the content rendered counts.
    largestPaint = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
    });
    largestPaint.observe({ type: 'largest-contentful-paint' });
  }
  afterFrames(MAIN_CONTENT_FALLBACK_FRAMES, finish);
}

/** `afterPaint`: how the signal waits for the frame that shows the content before it tells anyone. */
export function createMainContentSignal(
  afterPaint: (then: () => void) => void = afterNextPaint,
): MainContentSignal {
  let announced = false;
  let given = false;
  const listeners = new Set<() => void>();
  return {
    shown: () => {
      if (announced) return;
      announced = true;
      afterPaint(() => {
        given = true;
        for (const listener of [...listeners]) listener();
        listeners.clear();
      });
    },
    isShown: () => given,
    onShown: (listener) => {
      if (given) {
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The tab's one signal. */
export const mainContent = createMainContentSignal();

/** Whether the main content is shown (painted); the change renders as a transition, after the page's own work. */
export function useMainContentShown(signal: MainContentSignal = mainContent): boolean {
  const [shown, setShown] = useState(signal.isShown);
  useEffect(() => signal.onShown(() => startTransition(() => setShown(true))), [signal]);
  return shown;
}

/** Tells the layout the page's main content is on screen once `ready` holds. */
export function useAnnounceMainContent(ready: boolean, signal: MainContentSignal = mainContent): void {
  useEffect(() => {
    if (ready) signal.shown();
  }, [ready, signal]);
}
