/**
 * What the modals read and send: the post editor (machines/postEditor.machine.ts), the planner's child while a
 * post's modal is open, and the planner's time zone.
 */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { SnapshotFrom } from 'xstate';
import type {
  PostEditorEvent,
  PostEditorTag,
  postEditorMachine,
} from '../../../../machines/postEditor.machine.ts';
import { PlannerActorContext } from '../plannerContext.ts';

type EditorSnapshot = SnapshotFrom<typeof postEditorMachine>;

/** Reads the open post editor; `fallback` while no modal is open. */
function useEditorSelector<T>(selector: (snapshot: EditorSnapshot) => T, fallback: T): T {
  const editor = PlannerActorContext.useSelector((snapshot) => snapshot.children.postEditor);
  return useSelector(editor, (snapshot) => (snapshot ? selector(snapshot) : fallback));
}

/** Sends to the open post editor (nothing while no modal is open). */
export function useEditorSend(): (event: PostEditorEvent) => void {
  const editor = PlannerActorContext.useSelector((snapshot) => snapshot.children.postEditor);
  return useCallback((event: PostEditorEvent) => editor?.send(event), [editor]);
}

/** The post of the open modal (undefined for a new post, or with no modal open). */
export function useOpenPost() {
  return useEditorSelector((snapshot) => snapshot.context.post ?? undefined, undefined);
}

export function useEditorTag(tag: PostEditorTag): boolean {
  return useEditorSelector((snapshot) => snapshot.hasTag(tag), false);
}

export function useEditorDraft() {
  return useEditorSelector((snapshot) => snapshot.context.draft, null);
}

/** A new post's prefill (made from the library, issue 18): its media show in the form. */
export function useEditorPrefill() {
  return useEditorSelector((snapshot) => snapshot.context.prefill, null);
}

export function useEditorError(): string | null {
  return useEditorSelector((snapshot) => snapshot.context.error, null);
}

export function usePlannerTimeZone(): string {
  return PlannerActorContext.useSelector((snapshot) => snapshot.context.timeZone);
}
