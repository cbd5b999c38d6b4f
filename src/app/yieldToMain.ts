/**
 * Lets the browser run what waits (input, a frame) before the caller goes on (issue 14): a long piece of start-up work
 * split at a `yieldToMain()` runs as two tasks, each short enough not to block a tap. `scheduler.yield()` where the
 * browser has it, else a message to ourselves; neither is a timer, so a held test clock does not hold it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
