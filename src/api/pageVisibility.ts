/**
 * The browser page's visibility for the API client (client.ts `PageVisibility`): a tab in the background, a minimised
 * window or a locked screen is hidden (`document.visibilityState`), and its polls and timed refreshes wait until it
 * is shown again (issue 20).
 */
import type { PageVisibility } from './client.ts';

export const documentVisibility: PageVisibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  shown: (signal) =>
    new Promise<void>((resolve) => {
      const done = () => {
        document.removeEventListener('visibilitychange', changed);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const changed = () => {
        if (document.visibilityState !== 'hidden') done();
      };
      if (signal?.aborted) return resolve();
      document.addEventListener('visibilitychange', changed);
      signal?.addEventListener('abort', done, { once: true });
    }),
};
