/** Spec 4.9: "Saving a profile clears all caches". The profile is saved with POST /updateProfile (spec 7.1). */
import { queryClient, type DataCache } from './client.ts';

/**
 * Runs `save` (the profile call); once it succeeded, every cached collection is dropped. A read still on its way
 * is not cancelled (the last-login stamp right after a login would fail the loads of the page the login lands on):
 * its answer, asked after the save began, is kept but marked stale, so the next read asks again.
 */
export async function saveProfile<T>(save: () => Promise<T>, client: DataCache = queryClient): Promise<T> {
  const answer = await save();
  const cache = client.getQueryCache();
  const running = cache.findAll({ fetchStatus: 'fetching' });
  client.removeQueries({ predicate: (query) => !running.includes(query) });
  for (const query of running) {
    // Marked stale once answered (an answer clears an earlier mark).
    const stop = cache.subscribe((event) => {
      if (event.query !== query || query.state.fetchStatus === 'fetching') return;
      stop();
      void client.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
    });
  }
  return answer;
}
