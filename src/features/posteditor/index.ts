// The full-page post editor (issue 19): its own chunk, loaded on first visit.
export { LibraryPostEditorPage, PostEditorPage } from './PostEditorPage.tsx';
export { SharedPostPage } from './SharedPostPage.tsx';
export { MediaEditorPage } from './MediaEditorPage.tsx';
