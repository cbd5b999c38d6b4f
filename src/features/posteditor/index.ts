// The full-page post editor (issue 19): its own chunk, loaded on first visit.
export { PostEditorPage } from './PostEditorPage.tsx';
