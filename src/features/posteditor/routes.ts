// The post editor's pages by page name (src/domain/routeTable.ts, the editors area), loaded with the feature on first
// visit: a post (/{accid}/posteditor/{id}, also 'new'), one the user made (/{accid}/usereditor/{id}, the same
// editor) and a library post customised into a new one (/{accid}/cuseditor/{library post id}).
import { lazyPages } from '../../app/featurePages.ts';

export const postEditorPages = lazyPages(() => import('./index.ts'), {
  'posteditor-id': (editor) => editor.PostEditorPage,
  'usereditor-id': (editor) => editor.PostEditorPage,
  'cuseditor-id': (editor) => editor.LibraryPostEditorPage,
  // The media editor: an uploaded image cropped to a network's shape.
  'usermediaditor-id': (editor) => editor.MediaEditorPage,
  // The reviewer's page of a post shared for review (public).
  'sharedposteditor-id': (editor) => editor.SharedPostPage,
});
