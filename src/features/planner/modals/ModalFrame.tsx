/**
 * The frame every planner modal shares: a Headless UI Dialog with a backdrop, a titled panel and a Close button.
 * Escape, a click outside and Close all send `modal.closed`, except while a request the user waits for runs
 * (`busy`): then the modal stays and Close is disabled. The element marked `data-autofocus` gets the focus on open.
 */
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { ErrorLine } from '../../../ui/ErrorLine.tsx';
import type { PostEditorEvent } from '../../../../machines/postEditor.machine.ts';
import { useEditorSend, useEditorTag } from './plannerSelectors.ts';

export function ModalFrame({
  open,
  title,
  children,
  size = 'md',
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}) {
  const send = useEditorSend();
  const busy = useEditorTag('busy');
  const close = () => {
    if (!busy) send({ type: 'modal.closed' });
  };
  const width = size === 'sm' ? 'max-w-md' : size === 'lg' ? 'max-w-2xl' : 'max-w-xl';

  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-40">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/30" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 sm:pt-[8vh]">
        <DialogPanel aria-busy={busy} className={`w-full ${width} rounded-lg bg-white p-5 shadow-xl`}>
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
            <button
              type="button"
              onClick={close}
              disabled={busy}
              className="rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50"
            >
              Close
            </button>
          </div>
          <div className="mt-3">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

const BUTTON_BASE =
  'rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400 disabled:cursor-not-allowed disabled:opacity-50';

export const buttonStyles = {
  primary: `${BUTTON_BASE} bg-indigo-600 text-white hover:bg-indigo-700`,
  secondary: `${BUTTON_BASE} border border-slate-300 text-slate-700 hover:bg-slate-100`,
  danger: `${BUTTON_BASE} bg-red-600 text-white hover:bg-red-700`,
} as const;

/** The open modal's message (a draft problem or a failed request). */
export function ModalError({ message }: { message: string | null }) {
  return <ErrorLine message={message} className="mt-3" />;
}

/** The row of buttons at the foot of a modal. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex flex-wrap justify-end gap-2">{children}</div>;
}

/** A modal's button that sends `event` to the post editor; `autoFocus` gives it the focus when the modal opens. */
export function SendButton({
  event,
  look = 'secondary',
  disabled,
  autoFocus = false,
  children,
}: {
  event: PostEditorEvent;
  look?: keyof typeof buttonStyles;
  disabled?: boolean;
  autoFocus?: boolean;
  children: ReactNode;
}) {
  const send = useEditorSend();
  return (
    <button
      type="button"
      data-autofocus={autoFocus || undefined}
      disabled={disabled}
      onClick={() => send(event)}
      className={buttonStyles[look]}
    >
      {children}
    </button>
  );
}
