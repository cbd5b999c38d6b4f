/**
 * The browser page's visibility for the API client (client.ts `PageVisibility`): a tab in the background, a minimised
 * window or a locked screen is hidden (`document.visibilityState`), and its polls and timed refreshes wait until it
 * is shown again (issue 20).
 */
import type { PageVisibility } from './client.ts';

export const documentVisibility: PageVisibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  shown: () =>
    new Promise<void>((resolve) => {
      const changed = () => {
        if (document.visibilityState === 'hidden') return;
        document.removeEventListener('visibilitychange', changed);
        resolve();
      };
      document.addEventListener('visibilitychange', changed);
    }),
};
