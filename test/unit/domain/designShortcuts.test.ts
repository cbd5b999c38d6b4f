/**
 * The design editor's keyboard shortcuts (src/domain/designShortcuts.ts, issue 19): each key press and what it
 * means, Command in place of Ctrl, Shift for a bigger nudge and for redo, AltGr (Ctrl+Alt) left to typing, and
 * nothing but saving while a text is edited.
 */
import { describe, expect, it } from 'vitest';
import {
  NUDGE_STEP,
  NUDGE_STEP_SHIFT,
  SHORTCUT_HELP,
  shortcutFor,
  type DesignShortcut,
  type ShortcutKey,
} from '../../../src/domain/designShortcuts.ts';

const press = (key: string, mods: Partial<Omit<ShortcutKey, 'key'>> = {}): ShortcutKey => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});
const ctrl = (key: string, more: Partial<ShortcutKey> = {}) => press(key, { ctrlKey: true, ...more });
const meta = (key: string, more: Partial<ShortcutKey> = {}) => press(key, { metaKey: true, ...more });

const idle = { editingText: false };
const editing = { editingText: true };

describe('shortcutFor (src/domain/designShortcuts.ts)', () => {
  const table: [string, ShortcutKey, DesignShortcut | null][] = [
    ['Ctrl+Z', ctrl('z'), { type: 'undo' }],
    ['Command+Z', meta('z'), { type: 'undo' }],
    ['Ctrl+Shift+Z (key reported upper case)', ctrl('Z', { shiftKey: true }), { type: 'redo' }],
    ['Command+Shift+Z', meta('z', { shiftKey: true }), { type: 'redo' }],
    ['Ctrl+Y', ctrl('y'), { type: 'redo' }],
    ['Delete', press('Delete'), { type: 'delete' }],
    ['Backspace', press('Backspace'), { type: 'delete' }],
    ['Ctrl+D', ctrl('d'), { type: 'duplicate' }],
    ['Ctrl+A', ctrl('a'), { type: 'selectAll' }],
    ['Escape', press('Escape'), { type: 'deselect' }],
    ['Enter', press('Enter'), { type: 'editText' }],
    ['Ctrl+S', ctrl('s'), { type: 'save' }],
    ['Command+S', meta('S'), { type: 'save' }],
    ['Ctrl+=', ctrl('='), { type: 'zoomIn' }],
    ['Ctrl++ (Shift on the = key)', ctrl('+', { shiftKey: true }), { type: 'zoomIn' }],
    ['Ctrl+-', ctrl('-'), { type: 'zoomOut' }],
    ['Ctrl+0', ctrl('0'), { type: 'zoomFit' }],
    ['Ctrl+]', ctrl(']'), { type: 'bringForward' }],
    ['Ctrl+[', ctrl('['), { type: 'sendBackward' }],
    ['ArrowLeft', press('ArrowLeft'), { type: 'nudge', dx: -NUDGE_STEP, dy: 0 }],
    ['ArrowRight', press('ArrowRight'), { type: 'nudge', dx: NUDGE_STEP, dy: 0 }],
    ['ArrowUp', press('ArrowUp'), { type: 'nudge', dx: 0, dy: -NUDGE_STEP }],
    [
      'Shift+ArrowDown',
      press('ArrowDown', { shiftKey: true }),
      { type: 'nudge', dx: 0, dy: NUDGE_STEP_SHIFT },
    ],
    [
      'Shift+ArrowLeft',
      press('ArrowLeft', { shiftKey: true }),
      { type: 'nudge', dx: -NUDGE_STEP_SHIFT, dy: 0 },
    ],
    ['a plain letter', press('a'), null],
    ['Space', press(' '), null],
    ['Ctrl+Alt+Z (AltGr)', ctrl('z', { altKey: true }), null],
    ['Ctrl+Alt+S (AltGr)', ctrl('s', { altKey: true }), null],
    ['Alt+ArrowLeft', press('ArrowLeft', { altKey: true }), null],
    ['Shift+Delete', press('Delete', { shiftKey: true }), null],
    ['Shift+Enter', press('Enter', { shiftKey: true }), null],
    ['Ctrl+Shift+S', ctrl('s', { shiftKey: true }), null],
    ['Ctrl+Shift+D', ctrl('d', { shiftKey: true }), null],
    ['Ctrl+B (not ours)', ctrl('b'), null],
  ];

  it.each(table)('%s', (_name, key, expected) => {
    expect(shortcutFor(key, idle)).toEqual(expected);
  });

  it('leaves every key to the text being edited, except Ctrl+S', () => {
    for (const [, key, expected] of table) {
      const want = expected?.type === 'save' ? expected : null;
      expect(shortcutFor(key, editing), JSON.stringify(key)).toEqual(want);
    }
  });

  it('gives the nudge steps of 1 and 10 pixels', () => {
    expect([NUDGE_STEP, NUDGE_STEP_SHIFT]).toEqual([1, 10]);
  });

  it('lists every shortcut in the help text', () => {
    const help = SHORTCUT_HELP.join('\n');
    for (const keys of [
      'Ctrl+Z',
      'Ctrl+Shift+Z',
      'Ctrl+Y',
      'Delete',
      'Ctrl+D',
      'Ctrl+A',
      'Escape',
      'Arrow keys',
      'Enter',
      'Ctrl+S',
      'Ctrl+0',
      'Ctrl+]',
      'Ctrl+[',
      'Command',
    ]) {
      expect(help).toContain(keys);
    }
  });
});
