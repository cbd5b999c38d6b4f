/**
 * The frame every planner modal shares: a Headless UI Dialog with a backdrop, a titled panel and a Close button.
 * Escape, a click outside and Close all send `modal.closed`, except while a request the user waits for runs
 * (`busy`): then the modal stays and Close is disabled. The element marked `data-autofocus` gets the focus on open.
 */
import type { ReactNode } from 'react';
import { buttonClass } from '../../../ui/buttonClass.ts';
import { ErrorLine } from '../../../ui/ErrorLine.tsx';
import { Modal, ModalHeader } from '../../../ui/Modal.tsx';
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
    <Modal open={open} onClose={close} width={width} busy={busy}>
      <ModalHeader title={title} onClose={close} busy={busy} />
      <div className="mt-3">{children}</div>
    </Modal>
  );
}

/** The looks of a modal's buttons. */
export type ModalButtonLook = 'primary' | 'secondary' | 'danger';

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
  look?: ModalButtonLook;
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
      className={buttonClass(look, 'sm')}
    >
      {children}
    </button>
  );
}
