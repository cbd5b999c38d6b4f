/** Spec 4.9: "Saving a profile clears all caches". The profile is saved with POST /updateProfile (spec 7.1). */
import { clearAllCaches, queryClient, type DataCache } from './client.ts';

/** Runs `save` (the profile call); once it succeeded, every cached collection is dropped. */
export async function saveProfile<T>(save: () => Promise<T>, client: DataCache = queryClient): Promise<T> {
  const answer = await save();
  clearAllCaches(client);
  return answer;
}
