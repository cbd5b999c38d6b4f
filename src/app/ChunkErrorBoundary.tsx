/**
 * Catches what a page or layout throws while rendering, so one failure never blanks the whole app.
 *
 * - A chunk that failed to load (spec 4.9, 8): the page reloads, at most once per minute; while the browser is
 *   offline it waits for the connection to come back first. Between reloads it says so, with a Reload button.
 * - Anything else: 'Something went wrong on this page.' with a Reload button; the error is logged.
 *
 * `resetKey` (the path) clears the error when the user goes elsewhere.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  mayReloadForChunk,
  parseReloadStamp,
} from '../domain/chunkReload.ts';

interface Props {
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

function lastReload(): number | null {
  try {
    return parseReloadStamp(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Reloads the page when the once-per-minute rule allows it; true when it did. */
function reloadForChunk(): boolean {
  const now = Date.now();
  if (!mayReloadForChunk(lastReload(), now)) return false;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false; // Without storage the once-per-minute rule cannot hold: do not risk a reload loop.
  }
  window.location.reload();
  return true;
}

export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  private readonly onOnline = () => {
    if (isChunkLoadError(this.state.error)) reloadForChunk();
  };

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error)) {
      console.warn('[app] a part of the app failed to load', error);
      if (navigator.onLine) reloadForChunk();
      return;
    }
    console.error('[app] a page failed', error, info.componentStack);
  }

  override componentDidMount() {
    window.addEventListener('online', this.onOnline);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.onOnline);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <div
        role="alert"
        className="mx-auto my-12 max-w-lg rounded-lg border border-slate-200 bg-white p-6 text-center"
      >
        <h1 className="text-lg font-semibold text-slate-900">
          {chunk ? 'This part of the app could not be loaded.' : 'Something went wrong on this page.'}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {chunk
            ? 'Check your connection. The page reloads by itself once you are back online.'
            : 'Reload the page to try again.'}
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-4 rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
        >
          Reload
        </button>
      </div>
    );
  }
}
