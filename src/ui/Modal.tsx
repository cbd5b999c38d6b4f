/**
 * The frame of the app's modals: a Headless UI Dialog (focus trapped, Escape and a click outside call `onClose`)
 * with a backdrop and a panel near the top of the screen that scrolls with the page when it is taller than it.
 * The panel's width, colour and padding are the caller's.
 */
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

export function Modal({
  open,
  onClose,
  panelClassName,
  nearTop = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** Width, background and padding of the panel, e.g. 'max-w-lg bg-white p-6'. */
  panelClassName: string;
  /** Starts the panel higher, for a tall one. */
  nearTop?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-40">
      <div className="fixed inset-0 bg-slate-900/30" aria-hidden="true" />
      <div
        className={`fixed inset-0 flex items-start justify-center overflow-y-auto p-4 ${nearTop ? 'pt-[5vh]' : 'pt-[10vh]'}`}
      >
        <DialogPanel className={`w-full rounded-lg shadow-xl ${panelClassName}`}>{children}</DialogPanel>
      </div>
    </Dialog>
  );
}

/** A modal's title with a Close button beside it. */
export function ModalHeader({
  title,
  onClose,
  className = '',
}: {
  title: ReactNode;
  onClose: () => void;
  className?: string;
}) {
  return (
    <div className={`flex items-center justify-between gap-4 ${className}`}>
      <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
      <button
        type="button"
        onClick={onClose}
        className="rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
      >
        Close
      </button>
    </div>
  );
}

/**
 * A modal that stands in the way (the session timeout, the paywall): a darker backdrop and a panel centred on the
 * screen, its text centred, titled by `title`. `layer` is its z-index class, `width` its max-width class.
 */
export function CentredModal({
  open,
  onClose,
  busy,
  layer,
  width,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  busy: boolean;
  layer: 'z-40' | 'z-50';
  width: 'max-w-sm' | 'max-w-md';
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className={`fixed inset-0 ${layer} overflow-y-auto`}>
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel
          aria-busy={busy}
          className={`relative w-full ${width} rounded-lg bg-white p-6 text-center shadow-xl`}
        >
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
