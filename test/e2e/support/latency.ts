/**
 * Chromium's own network emulation for a page: `latency(ms)` adds that much to every request's time as the browser
 * times it (resource timing), as on a slow network; `latency(0)` is a fast one again.
 */
import type { BrowserContext, Page } from '@playwright/test';

export async function networkLatency(
  context: BrowserContext,
  page: Page,
): Promise<(ms: number) => Promise<void>> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return async (ms) => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: ms,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
}
