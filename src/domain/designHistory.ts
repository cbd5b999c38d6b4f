/**
 * The design editor's undo history (issue 19: "undo and redo"): the documents before and after the present one.
 * Documents are immutable, so a step costs one reference. Consecutive edits with the same key (typing in one text,
 * nudging the same layers) make one step; a boundary (the start of a drag, of a text edit) ends the run.
 */
import { DESIGN_HISTORY_MAX, type DesignDoc } from './design.ts';

export interface DesignHistory {
  past: DesignDoc[];
  present: DesignDoc;
  future: DesignDoc[];
  /** The key of the edit that made the present, while further edits with it join the same step. */
  lastKey: string | null;
}

export function historyOf(doc: DesignDoc): DesignHistory {
  return { past: [], present: doc, future: [], lastKey: null };
}

/** The history with `doc` as the present: a new step, or the same step when `key` continues the last edit's run. */
export function commit(history: DesignHistory, doc: DesignDoc, key: string | null): DesignHistory {
  if (doc === history.present) return history;
  if (key !== null && key === history.lastKey && history.past.length > 0) {
    return { ...history, present: doc, future: [] };
  }
  const past = [...history.past, history.present];
  return {
    past: past.length > DESIGN_HISTORY_MAX ? past.slice(past.length - DESIGN_HISTORY_MAX) : past,
    present: doc,
    future: [],
    lastKey: key,
  };
}

export const canUndo = (history: DesignHistory) => history.past.length > 0;
export const canRedo = (history: DesignHistory) => history.future.length > 0;

export function undo(history: DesignHistory): DesignHistory {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastKey: null,
  };
}

export function redo(history: DesignHistory): DesignHistory {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, lastKey: null };
}

/** Ends the current run of same-key edits: the next edit is a step of its own. */
export function markBoundary(history: DesignHistory): DesignHistory {
  return history.lastKey === null ? history : { ...history, lastKey: null };
}
