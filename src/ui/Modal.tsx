/**
 * The frame of every dialog in the product (issue 14): a Headless UI Dialog (focus trapped, Escape and a click
 * outside call `onClose`) with a backdrop and a panel. On a phone (below 640 px) a dialog fills the screen unless it
 * is `compact` (a short confirmation); from 640 px it floats near the top, or in the middle when `centred`. A panel
 * taller than the screen scrolls with its backdrop. `panelClassName` adds the panel's background, padding or layout.
 */
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

export type ModalWidth = 'max-w-sm' | 'max-w-md' | 'max-w-lg' | 'max-w-xl' | 'max-w-2xl' | 'max-w-5xl';

export function Modal({
  open,
  onClose,
  width,
  panelClassName = 'bg-white p-5',
  compact = false,
  centred = false,
  nearTop = false,
  dim = false,
  layer = 'z-40',
  role,
  busy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: ModalWidth;
  /** Background, padding and layout of the panel, e.g. 'bg-white p-6'. */
  panelClassName?: string;
  /** A short dialog that floats on a phone too instead of filling the screen. */
  compact?: boolean;
  /** In the middle of the screen (from 640 px; always, when compact). */
  centred?: boolean;
  /** Starts the panel higher, for a tall one. */
  nearTop?: boolean;
  /** A darker backdrop, for a dialog that stands in the way (session timeout, paywall). */
  dim?: boolean;
  layer?: 'z-40' | 'z-50';
  role?: 'dialog' | 'alertdialog';
  /** A request the user waits for runs inside. */
  busy?: boolean;
  children: ReactNode;
}) {
  const full = !compact;
  const place = centred ? 'sm:items-center' : nearTop ? 'sm:pt-[5vh]' : 'sm:pt-[8vh]';
  return (
    <Dialog open={open} onClose={onClose} role={role} className={`fixed inset-0 ${layer} overflow-y-auto`}>
      <DialogBackdrop className={`fixed inset-0 ${dim ? 'bg-slate-900/60' : 'bg-slate-900/30'}`} />
      <div
        className={`relative flex min-h-full justify-center ${
          full ? `items-stretch sm:items-start sm:p-4 ${place}` : 'items-center p-4'
        }`}
      >
        <DialogPanel
          data-dialog-panel
          aria-busy={busy || undefined}
          className={`relative w-full ${width} shadow-xl ${full ? 'min-h-dvh sm:min-h-0 sm:rounded-lg' : 'rounded-lg'} ${panelClassName}`}
        >
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** A modal's title with a Close button beside it (disabled while `busy`). */
export function ModalHeader({
  title,
  onClose,
  busy = false,
  closeLabel = 'Close',
  className = '',
}: {
  title: ReactNode;
  onClose: () => void;
  busy?: boolean;
  closeLabel?: string;
  className?: string;
}) {
  return (
    <div className={`flex items-start justify-between gap-4 ${className}`}>
      <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
      <button
        type="button"
        onClick={onClose}
        disabled={busy}
        className="shrink-0 rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {closeLabel}
      </button>
    </div>
  );
}

/**
 * A modal that stands in the way (the session timeout, the paywall): a darker backdrop and a short panel centred on
 * the screen, its text centred, titled by `title`.
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
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      layer={layer}
      width={width}
      compact
      centred
      dim
      panelClassName="bg-white p-6 text-center"
    >
      <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
      {children}
    </Modal>
  );
}
