// The design editor page (routes.ts loads it as its own chunk, with Konva).
export { DesignEditorPage } from './DesignEditorPage.tsx';
