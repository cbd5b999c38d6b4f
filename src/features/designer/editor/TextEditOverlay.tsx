/**
 * The field over a text being edited: a textarea at the text's place, turn and font (scaled by the zoom), growing
 * with its lines. Escape cancels; Ctrl/Command+Enter or leaving the field keeps the text, with its widest line
 * measured as the canvas draws it. The words typed are the field's own until then (the document changes once).
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { fontStack } from '../../../domain/brandKit.ts';
import { DESIGN_TEXT_MAX, type TextNode } from '../../../domain/design.ts';
import { canvasWords } from '../../../domain/designEditorWords.ts';
import { textLines } from '../../../domain/designSvg.ts';
import type { Point } from '../../../domain/designView.ts';
import { fontStyleOf, fontWeightOf, measureTextWidth } from './textMetrics.ts';

export function TextEditOverlay({
  node,
  zoom,
  pan,
  onCommit,
  onCancel,
}: {
  node: TextNode;
  zoom: number;
  pan: Point;
  /** `byKeyboard`: Ctrl/Command+Enter (the canvas takes the focus back), else the field lost the focus. */
  onCommit: (text: string, width: number, byKeyboard: boolean) => void;
  /** Escape. */
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(node.text);
  const done = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();

  useLayoutEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const look = { ...node, text: draft };
  const width = measureTextWidth(look);
  const lines = textLines(draft).length;

  const commit = (byKeyboard: boolean) => {
    if (done.current) return;
    done.current = true;
    onCommit(draft, width, byKeyboard);
  };

  return (
    <>
      <textarea
        ref={field}
        value={draft}
        maxLength={DESIGN_TEXT_MAX}
        wrap="off"
        spellCheck
        aria-label={canvasWords.textEditor}
        aria-describedby={hintId}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            done.current = true;
            onCancel();
          } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            event.stopPropagation();
            commit(true);
          }
        }}
        style={{
          position: 'absolute',
          left: pan.x + node.x * zoom,
          top: pan.y + node.y * zoom,
          width: Math.max(width, node.fontSize / 2) * zoom + 4,
          height: lines * node.lineHeight * node.fontSize * zoom,
          transform: node.rotation ? `rotate(${node.rotation}deg)` : undefined,
          transformOrigin: '0 0',
          fontFamily: fontStack(node.fontFamily),
          fontSize: node.fontSize * zoom,
          fontWeight: fontWeightOf(node.fontStyle),
          fontStyle: fontStyleOf(node.fontStyle),
          lineHeight: node.lineHeight,
          textAlign: node.align,
          color: node.fill,
          opacity: node.opacity,
          whiteSpace: 'pre',
          overflow: 'hidden',
          resize: 'none',
          padding: 0,
          margin: 0,
          border: 0,
          background: 'transparent',
          outline: '2px dashed #4F46E5',
          outlineOffset: 2,
        }}
      />
      <p id={hintId} className="sr-only">
        {canvasWords.textEditorHint}
      </p>
    </>
  );
}
