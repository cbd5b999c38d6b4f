// The post editor's pages by page name (src/domain/routeTable.ts, the editors area): /{accid}/posteditor/{id} and
// /posteditor/{id}, loaded with the feature on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const postEditorPages = lazyPages(() => import('./index.ts'), {
  'posteditor-id': (editor) => editor.PostEditorPage,
});
