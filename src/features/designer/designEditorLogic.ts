/**
 * The design editor's machine with the app's side effects supplied: the design calls, the drafts kept on this
 * device, the last save as the page goes away, and opening another design.
 */
import { fromPromise } from 'xstate';
import {
  designEditorMachine,
  type LoadedDesign,
  type SaveOutcome,
  type SaveRequest,
} from '../../../machines/designEditor.machine.ts';
import type { Design, DesignDoc } from '../../domain/design.ts';
import { commonEffects, type CommonEffects } from '../effects.ts';
import type { DraftStore } from './designDrafts.ts';

/** The calls the editor makes (src/api/designs.ts). */
export interface DesignEditorCalls {
  get(id: number): Promise<Design>;
  save(
    id: number,
    body: { version: number; name?: string; doc: DesignDoc },
    options?: { keepalive?: boolean },
  ): Promise<SaveOutcome>;
  create(body: { name?: string; preset: Design['preset']; width: number; height: number }): Promise<Design>;
}

export interface DesignEditorEffects extends CommonEffects {
  calls: DesignEditorCalls;
  drafts: DraftStore;
  /** Opens another design of the account (the copy made of my version). */
  open(designId: number): void;
}

/** The name of the copy that keeps my version when a newer one was saved elsewhere. */
export const copyName = (name: string) => `${name} (my version)`.slice(0, 80);

export function designEditorLogic(effects: DesignEditorEffects) {
  const { calls, drafts } = effects;
  const { log } = commonEffects(effects);
  return designEditorMachine.provide({
    actors: {
      loadDesign: fromPromise<LoadedDesign, { accountId: number; designId: number }>(async ({ input }) => {
        const design = await calls.get(input.designId);
        return { design, draft: drafts.read(input.accountId, input.designId) };
      }),
      saveDesign: fromPromise<SaveOutcome, SaveRequest>(({ input }) =>
        calls.save(input.designId, { version: input.version, name: input.name, doc: input.doc }),
      ),
      saveCopy: fromPromise<Design, { accountId: number; name: string; doc: DesignDoc; from: Design }>(
        async ({ input }) => {
          const copy = await calls.create({
            name: copyName(input.name),
            preset: input.from.preset,
            width: input.doc.width,
            height: input.doc.height,
          });
          const saved = await calls.save(copy.id, { version: copy.version, doc: input.doc });
          if (!saved.ok) throw new Error('the new copy changed while it was saved');
          return saved.design;
        },
      ),
    },
    actions: {
      logFailure: (_, { what, error }) => log(`[designEditor] ${what} failed`, error),
      keepDraft: (_, { accountId, designId, ...draft }) => drafts.write(accountId, designId, draft),
      dropDraft: (_, { accountId, designId }) => drafts.remove(accountId, designId),
      saveOnLeave: (_, request) => {
        // Best effort (a keepalive request carries at most 64 KB): the draft stays until the next load sees it.
        calls
          .save(
            request.designId,
            { version: request.version, name: request.name, doc: request.doc },
            { keepalive: true },
          )
          .then((outcome) => {
            if (outcome.ok) drafts.remove(request.accountId, request.designId);
          })
          .catch((error: unknown) => log('[designEditor] saving on leaving failed', error));
      },
      openDesign: (_, { id }) => effects.open(id),
    },
  });
}
