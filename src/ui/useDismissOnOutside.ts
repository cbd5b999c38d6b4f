/**
 * Closes an open dropdown (profile menu, book a call) on Escape or on a pointer press outside it. Dialogs live in
 * portals outside the dropdown: a press there is not "outside", and Escape belongs to the dialog while one is
 * shown. Escape puts focus back on the dropdown's button when focus was inside.
 */
import { useEffect, useId, useRef, type RefObject } from 'react';

function isInsideOverlay(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('[role="dialog"], [role="alertdialog"], #headlessui-portal-root') !== null
  );
}

function openDialogShown(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

export function useDismissOnOutside(options: {
  open: boolean;
  wrapper: RefObject<HTMLElement | null>;
  button: RefObject<HTMLElement | null>;
  onDismiss: () => void;
}): void {
  const { open, wrapper, button, onDismiss } = options;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openDialogShown()) return;
      const hadFocus = wrapper.current?.contains(document.activeElement) ?? false;
      onDismiss();
      if (hadFocus) button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (wrapper.current?.contains(event.target as Node) || isInsideOverlay(event.target)) return;
      onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [open, wrapper, button, onDismiss]);
}

/**
 * A dropdown closed by useDismissOnOutside: the ref of its wrapper, the id of its panel and the props of the button
 * that opens it (type, ref and the ARIA that ties it to the panel).
 */
export function useDropdown(open: boolean, onDismiss: () => void) {
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismissOnOutside({ open, wrapper, button, onDismiss });
  const buttonProps = {
    ref: button,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
  } as const;
  return { wrapper, panelId, buttonProps };
}
