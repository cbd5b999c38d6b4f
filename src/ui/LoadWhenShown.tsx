/**
 * A part of a page whose code loads the first time it is shown (issue 14): dialogs, which most visits never open,
 * stay out of the page's first JavaScript (Headless UI's Dialog and Combobox are the largest of it). While the code
 * arrives nothing is drawn (a dialog opens a moment later); a chunk that fails to load throws to the page's chunk
 * error boundary (src/app/ChunkErrorBoundary.tsx), as a page's own chunk does.
 */
import { lazy, Suspense, type ComponentType } from 'react';

export function loadWhenShown<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props & { shown: boolean }> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LoadWhenShown({ shown, ...props }: Props & { shown: boolean }) {
    if (!shown) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...(props as Props)} />
      </Suspense>
    );
  }
  return LoadWhenShown;
}
