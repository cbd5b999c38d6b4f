/**
 * A part of a page whose code loads the first time it is shown (issue 14): dialogs, which most visits never open,
 * stay out of the page's first JavaScript (Headless UI's Dialog and Combobox are the largest of it). While the code
 * arrives nothing is drawn (a dialog opens a moment later the first time; after that at once); a chunk that fails to
 * load throws to the page's chunk error boundary (src/app/ChunkErrorBoundary.tsx), as a page's own chunk does.
 *
 * Not React.lazy: Suspense reveals content that arrives after its fallback on a timer (React throttles it), which
 * a page whose clock is held (the UI-level model paths, tests of timed behaviour) would never see. Here the loaded
 * component is state, set when the module arrives.
 */
import { useEffect, useState, type ComponentType } from 'react';

export function loadWhenShown<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props & { shown: boolean }> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // The next showing asks again (the chunk error screen reloads the page before that, normally).
        loading = null;
        throw error;
      },
    ));

  function LoadWhenShown({ shown, ...props }: Props & { shown: boolean }) {
    const [Component, setComponent] = useState<ComponentType<Props> | null>(() => loaded);
    const [, setFailure] = useState<null>(null);
    useEffect(() => {
      if (!shown || Component) return;
      let mounted = true;
      start().then(
        (component) => {
          if (mounted) setComponent(() => component);
        },
        (error: unknown) => {
          // Thrown while rendering, so the nearest error boundary shows it.
          if (mounted)
            setFailure(() => {
              throw error;
            });
        },
      );
      return () => {
        mounted = false;
      };
    }, [shown, Component]);
    if (!shown || !Component) return null;
    return <Component {...(props as Props)} />;
  }
  return LoadWhenShown;
}
