// The designer's pages by page name (src/domain/routeTable.ts, the designer area): the start of a new design
// (/designer) and My designs (/my_designs), loaded with the feature on first visit.
import { lazyPages } from '../../app/featurePages.ts';

export const designerPages = lazyPages(() => import('./index.ts'), {
  designer: (designer) => designer.DesignerStartPage,
  my_designs: (designer) => designer.MyDesignsPage,
});

// The design editor (/editor/{accid}/{id}; /editor/{id} gets the account inserted), a chunk of its own: Konva is
// loaded only by the editor.
export const designEditorPages = lazyPages(() => import('./editorIndex.ts'), {
  'editor-id': (editor) => editor.DesignEditorPage,
  'editor-id-id': (editor) => editor.DesignEditorPage,
  // A template is a design (issue 19): /{accid}/templateeditor/{id} edits it in the same editor.
  'templateeditor-id': (editor) => editor.DesignEditorPage,
});
