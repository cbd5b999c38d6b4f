/**
 * The design editor's keyboard shortcuts (issue 19: "keyboard shortcuts"): which key press means what, decided here
 * once so the page's key handler, the help text and the tests agree. Ctrl is the Command key on a Mac (either
 * counts everywhere). While a text is being edited, its keys belong to the text: only saving still works.
 */

export type DesignShortcut =
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'delete' }
  | { type: 'duplicate' }
  | { type: 'selectAll' }
  | { type: 'deselect' }
  | { type: 'nudge'; dx: number; dy: number }
  | { type: 'editText' }
  | { type: 'save' }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'zoomFit' }
  | { type: 'bringForward' }
  | { type: 'sendBackward' };

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Page pixels an arrow key moves the selection, and with Shift. */
export const NUDGE_STEP = 1;
export const NUDGE_STEP_SHIFT = 10;

const ARROWS: Record<string, { dx: number; dy: number }> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

/** With Ctrl or Command held (no Alt: Ctrl+Alt is AltGr, which types characters on many keyboards). */
function withControl(key: string, shift: boolean): DesignShortcut | null {
  const lower = key.length === 1 ? key.toLowerCase() : key;
  switch (lower) {
    case 'z':
      return shift ? { type: 'redo' } : { type: 'undo' };
    case 'y':
      return shift ? null : { type: 'redo' };
    case 'd':
      return shift ? null : { type: 'duplicate' };
    case 'a':
      return shift ? null : { type: 'selectAll' };
    case '=':
    case '+':
      return { type: 'zoomIn' };
    case '-':
    case '_':
      return { type: 'zoomOut' };
    case '0':
      return shift ? null : { type: 'zoomFit' };
    case ']':
      return shift ? null : { type: 'bringForward' };
    case '[':
      return shift ? null : { type: 'sendBackward' };
    default:
      return null;
  }
}

/** The shortcut a key press means, or null (the browser keeps it). */
export function shortcutFor(event: ShortcutKey, context: { editingText: boolean }): DesignShortcut | null {
  const control = event.ctrlKey || event.metaKey;
  if (control && event.altKey) return null;
  if (control && !event.shiftKey && event.key.toLowerCase() === 's') return { type: 'save' };
  if (context.editingText) return null;
  if (control) return withControl(event.key, event.shiftKey);
  if (event.altKey) return null;
  const arrow = ARROWS[event.key];
  if (arrow) {
    const step = event.shiftKey ? NUDGE_STEP_SHIFT : NUDGE_STEP;
    return { type: 'nudge', dx: arrow.dx * step, dy: arrow.dy * step };
  }
  if (event.shiftKey) return null;
  switch (event.key) {
    case 'Delete':
    case 'Backspace':
      return { type: 'delete' };
    case 'Escape':
      return { type: 'deselect' };
    case 'Enter':
      return { type: 'editText' };
    default:
      return null;
  }
}

/** The shortcuts as the editor's help text lists them, one line each. */
export const SHORTCUT_HELP: readonly string[] = [
  'Ctrl+Z: undo. Ctrl+Shift+Z or Ctrl+Y: redo.',
  'Delete or Backspace: delete the selected layers.',
  'Ctrl+D: duplicate. Ctrl+A: select all. Escape: select nothing.',
  'Arrow keys: move the selection 1 pixel; with Shift, 10 pixels.',
  'Enter: edit the selected text. Ctrl+Enter: finish editing; Escape: cancel.',
  'Ctrl+S: save now.',
  'Ctrl+plus and Ctrl+minus: zoom in and out. Ctrl+0: fit the page.',
  'Ctrl+] and Ctrl+[: bring forward and send backward.',
  'On a Mac, Command works in place of Ctrl.',
];
