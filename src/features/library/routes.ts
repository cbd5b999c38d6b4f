// My library by page name (src/domain/routeTable.ts, the library area): the twins /my_library and
// /{accid}/my_library share one view, loaded with the feature on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const libraryPages = lazyPages(() => import('./index.ts'), {
  my_library: (library) => library.MyLibraryPage,
});
