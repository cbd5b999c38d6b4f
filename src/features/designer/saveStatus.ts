/** What the editor's save status says, from the design editor machine's persistence region. */
import type { SnapshotFrom } from 'xstate';
import type { designEditorMachine } from '../../../machines/designEditor.machine.ts';
import { designMessages } from '../../domain/design.ts';

export interface SaveStatus {
  text: string;
  tone: 'neutral' | 'busy' | 'ok' | 'error';
}

export function saveStatusOf(snapshot: SnapshotFrom<typeof designEditorMachine>): SaveStatus {
  const persistence = (snapshot.value as { ready?: { persistence?: string } }).ready?.persistence;
  switch (persistence) {
    case 'saving':
    case 'copying':
      return { text: designMessages.saving, tone: 'busy' };
    case 'saveFailed':
      return { text: designMessages.saveFailed, tone: 'error' };
    case 'offline':
      return { text: designMessages.offline, tone: 'error' };
    case 'conflict':
      return { text: designMessages.conflictTitle, tone: 'error' };
    case 'saved':
      return { text: designMessages.saved, tone: 'ok' };
    default:
      return { text: designMessages.unsaved, tone: 'neutral' };
  }
}
