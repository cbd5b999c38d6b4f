// The /help_center page and its /{accid}/help_center twin by page name (src/domain/routeTable.ts), loaded with the
// feature (its articles, Markdown renderer and search index) on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const helpPages = lazyPages(() => import('./index.ts'), {
  help_center: (help) => help.HelpCenterPage,
});
