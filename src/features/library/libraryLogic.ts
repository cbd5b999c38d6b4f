/** The library browsing machine with the app's side effects supplied: cached reads of the library and logging. */
import { fromPromise } from 'xstate';
import { libraryMachine, type LibraryRequest } from '../../../machines/library.machine.ts';
import type { LibraryCalls } from '../../api/library.ts';
import { libraryPages } from '../../api/queries/library.ts';
import type { LibraryPage } from '../../domain/library.ts';
import { commonEffects, type CommonEffects } from '../effects.ts';

export interface LibraryEffects extends CommonEffects {
  calls: Pick<LibraryCalls, 'library'>;
}

export function libraryLogic(effects: LibraryEffects) {
  const { calls } = effects;
  const { log, cache } = commonEffects(effects);
  return libraryMachine.provide({
    actors: {
      loadLibrary: fromPromise<LibraryPage, LibraryRequest>(({ input }) =>
        libraryPages.fetch(calls, input.accountId, input.filters, input.page, cache),
      ),
    },
    actions: {
      logFailure: (_, { what, error }) => log(`[library] ${what} failed`, error),
    },
  });
}
