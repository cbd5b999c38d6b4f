/**
 * Toasts (spec 9): the toaster machine owns the list and its rules (5 s lifetime, 20 at most, newest on top,
 * title cut to 32 characters); this file only mounts it, renders the list bottom-right and sends events.
 */
import { createActorContext } from '@xstate/react';
import type { InspectionEvent } from 'xstate';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { toasterMachine } from '../../../machines/toaster.machine.ts';
import type { Toast, ToastInput, ToastTone } from '../../domain/toast.ts';

export type { ToastInput, ToastTone } from '../../domain/toast.ts';

export interface ToastApi {
  show: (toast: ToastInput) => void;
}

/** The one toaster actor of the app. */
export const ToasterActorContext = createActorContext(toasterMachine);

const ToastContext = createContext<ToastApi>({
  show: () => {
    // Outside <ToastProvider> there is no toaster: nothing to show.
  },
});

function ToastApiProvider({ children }: { children: ReactNode }) {
  const toaster = ToasterActorContext.useActorRef();
  const api = useMemo<ToastApi>(
    () => ({ show: (toast) => toaster.send({ type: 'toast.show', ...toast }) }),
    [toaster],
  );
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}

/** `inspect`: the app's inspection observer (src/app/inspection.ts), so the statechart viewer sees the toaster too. */
export function ToastProvider({
  children,
  inspect,
}: {
  children: ReactNode;
  inspect?: (event: InspectionEvent) => void;
}) {
  return (
    <ToasterActorContext.Provider options={{ inspect }}>
      <ToastApiProvider>{children}</ToastApiProvider>
    </ToasterActorContext.Provider>
  );
}

/** `useToast().show({ tone, title, message? })`. */
export function useToast(): ToastApi {
  return useContext(ToastContext);
}

/**
 * A `show` that never changes identity and always calls the current toaster: for machine logic built once (in a
 * `useState` initialiser) that must not capture a stale toaster.
 */
export function useStableShowToast(): (toast: ToastInput) => void {
  const toast = useToast();
  const latest = useRef(toast.show);
  useEffect(() => {
    latest.current = toast.show;
  }, [toast.show]);
  return useCallback((request: ToastInput) => latest.current(request), []);
}

const toneClasses: Record<ToastTone, string> = {
  error: 'bg-red-600 text-white',
  // green-700: white text at 5.0:1 (green-600 was 3.3:1, below WCAG AA's 4.5:1).
  success: 'bg-green-700 text-white',
  warning: 'bg-amber-400 text-slate-900',
  info: 'bg-slate-800 text-white',
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  return (
    <li
      className={`pointer-events-auto flex items-start gap-3 rounded-md px-4 py-3 shadow-lg ${toneClasses[toast.tone]}`}
      data-tone={toast.tone}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.message ? <p className="mt-1 text-sm opacity-90">{toast.message}</p> : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={`Dismiss notification: ${toast.title}`}
        className="-mr-1 rounded px-1 text-lg leading-none opacity-80 hover:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** The toasts, bottom-right, newest on top. */
export function Toaster() {
  const toasts = ToasterActorContext.useSelector((snapshot) => snapshot.context.toasts);
  const toaster = ToasterActorContext.useActorRef();
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed right-4 bottom-4 z-50 w-80 max-w-[calc(100vw-2rem)]"
    >
      {/* The live region wraps the list: a role on the <ol> itself would take its list semantics from its items. */}
      <div role="status" aria-live="polite">
        <ol className="flex flex-col gap-2">
          {toasts.map((toast) => (
            <ToastItem
              key={toast.id}
              toast={toast}
              onDismiss={() => toaster.send({ type: 'toast.dismiss', id: toast.id })}
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
