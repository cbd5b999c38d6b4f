/**
 * UI model of the design editor (machines/designEditor.machine.ts; issue 19) on `/editor/{accid}/{id}`, as
 * many@demo.test on Harbor Lights Cafe (selected in the browser's storage and cookie, so the server's landing
 * account is never switched). Each worker makes one design there through the API, holding the samples' SAMPLE_DOC
 * (a locked background, the Headline text-1, the Dot ellipse-1); every path opens it.
 *
 * - The design's calls are the model's (support/designEditorCalls.ts): the load, the saves and the copy's creation
 *   are parked as they arrive, and the path's actor step answers them: the samples' design (plain, or with the
 *   draft put in localStorage first, as designDrafts.ts keeps it), 404, 500; a save at the next version, a 409 with
 *   their newer design, a 500; the copy made by the real server, or a 500. A save sent as the page goes away
 *   (`leave`) is answered as a connection that failed: the machine does not wait for it.
 * - The user's events: the layers panel's rows (a click; Shift-click toggles the Dot), a click on an empty spot of
 *   the canvas (nothing selected), the Properties panel's colour field (the page's background with nothing
 *   selected) for the samples' colour change, the toolbar's Rectangle, Delete in Arrange, Undo and Redo (Ctrl+Z /
 *   Ctrl+Y with the canvas focused when the button is disabled), the design's name field, Ctrl+S, Enter on the
 *   selected text and the text field over it (Ctrl+Enter keeps, Escape cancels), a mouse drag of the selected layer
 *   on the canvas, the conflict dialog's three buttons, `context.setOffline` (the browser's own online/offline
 *   events; input 1 opens the editor offline, the app served from the test's side), and the page going into the
 *   back/forward cache (`pagehide`, persisted) for `leave`.
 * - Time: Playwright's clock is paused once the load is under way; only the walker's delay steps (autosave, retry)
 *   and a few animation frames for the canvas move it.
 * - Only what the page can do is walked (support/designEditorPaths.ts, whose reasons the report lists).
 */
import { expect, type Page } from '@playwright/test';
import {
  designEditorMachine,
  type DesignEditorInput,
  type LoadedDesign,
  type SaveOutcome,
} from '../../machines/designEditor.machine.ts';
import { SAMPLE_DESIGN, THEIR_DESIGN } from '../../machines/designEditor.samples.ts';
import { designMessages, type DesignEdit } from '../../src/domain/design.ts';
import { canvasWords } from '../../src/domain/designEditorWords.ts';
import { canRedo, canUndo } from '../../src/domain/designHistory.ts';
import { draftKey } from '../../src/features/designer/designDrafts.ts';
import { logIn } from '../e2e/support/session.ts';
import { MANY, openHarbor, selectHarbor, type Harbor } from './support/designEditorAccount.ts';
import { answers, DesignCalls, saveBody } from './support/designEditorCalls.ts';
import { canvasPoint, type ScreenPoint } from './support/designEditorCanvas.ts';
import {
  designEditorEvents,
  editingIs,
  pathReason,
  replaySnapshots,
  savesOnLeave,
  startsCopy,
  startsSave,
  type EditorSnapshot,
} from './support/designEditorPaths.ts';
import type { StepContext, StepHandler, UiModel, WalkContext } from './support/uiModel.ts';
import { delayOf } from './support/uiModelPlan.ts';

interface EditorScratch {
  snapshots: EditorSnapshot[];
  /** The snapshot the path expects after its last step so far. */
  expected: EditorSnapshot;
  calls: DesignCalls;
  harbor: Harbor;
  /** The app is served from the test's side (the browser offline since the start). */
  serving: boolean;
  /** Where the mouse holds a drag. */
  drag: ScreenPoint | null;
}

const scratchOf = (ctx: WalkContext) => ctx.scratch as unknown as EditorScratch;
const expected = (ctx: WalkContext) => scratchOf(ctx).expected;
const before = (ctx: StepContext) => scratchOf(ctx).snapshots[ctx.index - 1]!;

/** The step's handler, after noting the snapshot the path expects once it is done. */
const track =
  (handler: StepHandler): StepHandler =>
  async (ctx) => {
    scratchOf(ctx).expected = scratchOf(ctx).snapshots[ctx.index]!;
    await handler(ctx);
  };

/**
 * The writes the path's steps before `ctx.index` started: saves (PUT: each entry into `saving`, each leave with
 * unsaved changes) and copies (POST: each entry into `copying`).
 */
function writesBefore(ctx: StepContext): { put: number; post: number } {
  const { snapshots } = scratchOf(ctx);
  const count = { put: 0, post: 0 };
  for (let at = 1; at < ctx.index; at += 1) {
    const [from, to] = [snapshots[at - 1]!, snapshots[at]!];
    if (startsSave(from, to) || savesOnLeave(ctx.path.steps[at]!.event, from)) count.put += 1;
    if (startsCopy(from, to)) count.post += 1;
  }
  return count;
}

/** Waits until the writes of the earlier steps have reached the network (so later ones are told apart). */
async function earlierWritesArrived(ctx: StepContext): Promise<{ put: number; post: number }> {
  const count = writesBefore(ctx);
  await scratchOf(ctx).calls.until('put', count.put);
  await scratchOf(ctx).calls.until('post', count.post);
  return count;
}

// ---- the page --------------------------------------------------------------------------------------------------

const hidden = { includeHidden: true } as const;
const saveStatus = (page: Page) => page.locator('header p[role="status"][aria-live="polite"]');
const offlineNote = (page: Page) => page.locator('header p[role="status"]:not([aria-live])');
const nameField = (page: Page) => page.getByRole('textbox', { name: designMessages.nameLabel, ...hidden });
const layers = (page: Page) => page.getByRole('list', { name: 'Layers, top first', ...hidden });
const LAYER_NAMES: Record<string, RegExp> = {
  'rect-1': /Rectangle: Background/,
  'text-1': /Text: Headline/,
  'ellipse-1': /Ellipse: Dot/,
};
const layerRow = (page: Page, id: string) =>
  layers(page).getByRole('button', { name: LAYER_NAMES[id]!, ...hidden });
const properties = (page: Page) => page.getByRole('complementary', { name: 'Properties' });
const canvas = (page: Page) => page.getByRole('application');
const textEditor = (page: Page) => page.getByRole('textbox', { name: 'Edit the text' });
const dialog = (page: Page) => page.getByRole('alertdialog', { name: designMessages.conflictTitle });
const dialogButton = (page: Page, name: string) => dialog(page).getByRole('button', { name, exact: true });

/** Undo or Redo: the toolbar's button, or its shortcut on the canvas when the button is disabled. */
async function historyStep(page: Page, name: 'Undo' | 'Redo', enabled: boolean, keys: string) {
  const button = page.getByRole('button', { name, exact: true });
  if (enabled) {
    await expect(button).toBeEnabled();
    await button.click();
    return;
  }
  await expect(button).toBeDisabled();
  await canvas(page).focus();
  await page.keyboard.press(keys);
}

async function showsStatus(page: Page, text: string) {
  await expect(saveStatus(page)).toHaveText(text);
}

async function noDialog({ page }: WalkContext) {
  await expect(dialog(page)).toHaveCount(0);
}

async function showsSelection(ctx: WalkContext) {
  const { selection } = expected(ctx).context;
  await expect(layers(ctx.page).getByRole('button', { pressed: true, ...hidden })).toHaveCount(
    selection.length,
  );
  for (const id of selection) {
    if (LAYER_NAMES[id]) await expect(layerRow(ctx.page, id)).toHaveAttribute('aria-pressed', 'true');
  }
}

const runDelay: StepHandler = track(async (ctx) => {
  const type = ctx.event.type;
  const due = ctx.path.steps.slice(1, ctx.index + 1).filter((step) => step.event.type === type).length;
  const fired = ctx.live.records.filter((record) => record.event === type).length;
  if (fired < due) await ctx.page.clock.runFor(delayOf(designEditorMachine, type, before(ctx)));
});

/** A failed write: the server's 500, unless it started offline and the browser failed it already. */
const failCall = (kind: 'put' | 'post'): StepHandler =>
  track(async (ctx) => {
    const call = await scratchOf(ctx).calls.next(kind);
    if (!call.failedOffline) await call.route.fulfill(answers.failed());
  });

export const designEditorModel: UiModel = {
  machine: 'designEditor',
  inputs: [0, 1],
  events: (snapshot) => designEditorEvents(snapshot as EditorSnapshot),
  unwalkable: pathReason,
  async start(ctx) {
    const { page, context } = ctx;
    const { token } = await logIn(page, MANY);
    const harbor = await openHarbor(page, token);
    await selectHarbor(context, harbor);
    const snapshots = replaySnapshots(ctx.path);
    const scratch = Object.assign(ctx.scratch, {
      snapshots,
      expected: snapshots[0]!,
      calls: new DesignCalls(page, harbor.designId),
      harbor,
      serving: false,
      drag: null,
    } satisfies EditorScratch) as unknown as EditorScratch;
    if (!(ctx.input as DesignEditorInput).online) {
      // Offline from the start: the test serves the app (as a cached app would be) until the browser is back online.
      scratch.serving = true;
      scratch.calls.offline = true;
      await page.route('**/*', async (route) =>
        scratch.serving ? route.fulfill({ response: await route.fetch() }) : route.fallback(),
      );
      await context.setOffline(true);
    }
    await scratch.calls.install();
    await page.goto(`/editor/${harbor.accountId}/${harbor.designId}`);
    await scratch.calls.until('get', 1, 15_000);
    await expect(page.getByRole('status').filter({ hasText: designMessages.loading })).toBeVisible();
    // From here on, time moves only when a step says so (autosave, the retry, the canvas's frames).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  },
  states: {
    designEditor: async ({ page }) => {
      await expect(page.locator('#root')).not.toBeEmpty();
    },
    'designEditor.loading': async ({ page }) => {
      await expect(page.getByRole('status').filter({ hasText: designMessages.loading })).toBeVisible();
    },
    'designEditor.failed': async ({ page }) => {
      const alert = page.getByRole('alert').filter({ hasText: designMessages.loadFailed });
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    'designEditor.missing': async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1, name: designMessages.notFound })).toBeVisible();
      await expect(page.getByRole('link', { name: designMessages.backToDesigns })).toBeVisible();
    },
    'designEditor.ready': async (ctx) => {
      const { context } = expected(ctx);
      await expect(nameField(ctx.page)).toHaveValue(context.name);
      if (context.online) await expect(offlineNote(ctx.page)).toHaveCount(0);
      else await expect(offlineNote(ctx.page)).toHaveText(designMessages.offline);
    },
    'designEditor.ready.editing': async (ctx) => {
      // The canvas names how many layers the page has and how many are selected.
      const { context } = expected(ctx);
      const label = canvasWords.label(context.history!.present.nodes.length, context.selection.length);
      await expect(ctx.page.getByRole('application', hidden)).toHaveAttribute('aria-label', label);
    },
    'designEditor.ready.editing.idle': async (ctx) => {
      await showsSelection(ctx);
      await expect(textEditor(ctx.page)).toHaveCount(0);
    },
    'designEditor.ready.editing.selecting': async (ctx) => {
      await showsSelection(ctx);
      await expect(textEditor(ctx.page)).toHaveCount(0);
    },
    'designEditor.ready.editing.transforming': async (ctx) => {
      await showsSelection(ctx);
      await expect(textEditor(ctx.page)).toHaveCount(0);
    },
    'designEditor.ready.editing.textEditing': async ({ page }) => {
      await expect(textEditor(page)).toBeFocused();
    },
    'designEditor.ready.persistence': async ({ page }) => {
      await expect(saveStatus(page)).toBeVisible();
    },
    'designEditor.ready.persistence.saved': async (ctx) => {
      await showsStatus(ctx.page, designMessages.saved);
      await noDialog(ctx);
    },
    'designEditor.ready.persistence.dirty': async (ctx) => {
      await showsStatus(ctx.page, designMessages.unsaved);
      await noDialog(ctx);
    },
    'designEditor.ready.persistence.saving': async (ctx) => {
      await showsStatus(ctx.page, designMessages.saving);
      await noDialog(ctx);
    },
    'designEditor.ready.persistence.saveFailed': async (ctx) => {
      await showsStatus(ctx.page, designMessages.saveFailed);
      await noDialog(ctx);
    },
    'designEditor.ready.persistence.offline': async (ctx) => {
      await showsStatus(ctx.page, designMessages.offline);
      await noDialog(ctx);
    },
    'designEditor.ready.persistence.conflict': async (ctx) => {
      const { page } = ctx;
      await showsStatus(page, designMessages.conflictTitle);
      for (const name of [designMessages.keepMine, designMessages.takeTheirs, designMessages.keepBothCopy])
        await expect(dialogButton(page, name)).toBeEnabled();
      const { error } = expected(ctx).context;
      if (error) await expect(dialog(page).getByRole('alert')).toHaveText(error);
      else await expect(dialog(page).getByRole('alert')).toHaveCount(0);
    },
    'designEditor.ready.persistence.copying': async ({ page }) => {
      await showsStatus(page, designMessages.saving);
      await expect(dialog(page).getByRole('button', { name: designMessages.conflictWorking })).toBeDisabled();
      await expect(dialogButton(page, designMessages.keepMine)).toBeDisabled();
    },
  },
  actions: {
    retry: track(async ({ page }) => {
      await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    }),
    select: track(async ({ page, event }) => {
      const ids = event.ids as string[];
      if (ids.length === 0) {
        const spot = await canvasPoint(page, 'empty');
        await page.mouse.click(spot.x, spot.y);
        return;
      }
      await layerRow(page, ids[0]!).click(event.mode === 'toggle' ? { modifiers: ['Shift'] } : {});
    }),
    edit: track(async ({ page, event }) => {
      const edit = event.edit as DesignEdit;
      if (edit.type === 'add') {
        await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
        return;
      }
      if (edit.type === 'remove') {
        await properties(page).getByRole('button', { name: 'Delete', exact: true }).click();
        return;
      }
      // The colour of what is selected (the page's background with nothing selected), changed.
      const field = properties(page).getByRole('textbox', {
        name: /^(Background colour|Text colour|Fill colour|Colour) \(hex\)$/,
      });
      const colour = (await field.inputValue()).toUpperCase() === '#EF4444' ? '#10B981' : '#EF4444';
      await field.fill(colour);
      await field.press('Enter');
    }),
    undo: track(async (ctx) => {
      await historyStep(ctx.page, 'Undo', canUndo(before(ctx).context.history!), 'Control+z');
    }),
    redo: track(async (ctx) => {
      await historyStep(ctx.page, 'Redo', canRedo(before(ctx).context.history!), 'Control+y');
    }),
    rename: track(async ({ page, event }) => {
      await nameField(page).fill(event.name as string);
      await nameField(page).press('Enter');
    }),
    save: track(async (ctx) => {
      if (editingIs(before(ctx), 'textEditing')) {
        await textEditor(ctx.page).press('Control+s');
        return;
      }
      await canvas(ctx.page).focus();
      await ctx.page.keyboard.press('Control+s');
    }),
    'transform.start': track(async (ctx) => {
      const { page } = ctx;
      const from = await canvasPoint(page, 'selected');
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      const to = { x: from.x + 12, y: from.y + 9 };
      await page.mouse.move(to.x, to.y, { steps: 3 });
      scratchOf(ctx).drag = to;
    }),
    'transform.end': track(async (ctx) => {
      const { page } = ctx;
      const from = scratchOf(ctx).drag!;
      await page.mouse.move(from.x + 48, from.y + 30, { steps: 4 });
      await page.mouse.up();
      scratchOf(ctx).drag = null;
    }),
    // Escape with the mouse still down puts the layers back; the button is let go afterwards.
    'transform.cancel': track(async (ctx) => {
      const { page } = ctx;
      const from = scratchOf(ctx).drag!;
      await page.mouse.move(from.x + 30, from.y + 20, { steps: 3 });
      await page.keyboard.press('Escape');
      await page.mouse.up();
      scratchOf(ctx).drag = null;
    }),
    'text.start': track(async ({ page }) => {
      await canvas(page).focus();
      await page.keyboard.press('Enter');
    }),
    'text.commit': track(async ({ page, event }) => {
      await textEditor(page).fill(event.text as string);
      await textEditor(page).press('Control+Enter');
    }),
    'text.cancel': track(async ({ page }) => {
      await textEditor(page).press('Escape');
    }),
    online: track(async (ctx) => {
      const scratch = scratchOf(ctx);
      scratch.serving = false;
      scratch.calls.offline = false;
      await ctx.context.setOffline(false);
    }),
    offline: track(async (ctx) => {
      // Writes already under way stay so (in flight); those started from now on fail.
      await earlierWritesArrived(ctx);
      scratchOf(ctx).calls.offline = true;
      await ctx.context.setOffline(true);
    }),
    leave: track(async (ctx) => {
      const { calls } = scratchOf(ctx);
      // Every earlier save has reached the network, so the next PUT is the one sent as the page goes.
      const earlier = await earlierWritesArrived(ctx);
      await ctx.page.evaluate(() =>
        window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })),
      );
      if (savesOnLeave(ctx.event, before(ctx))) {
        await calls.until('put', earlier.put + 1);
        const call = calls.latest('put');
        if (!call.failedOffline) await call.route.abort('failed');
      }
    }),
    'conflict.keepMine': track(async ({ page }) => {
      await dialogButton(page, designMessages.keepMine).click();
    }),
    'conflict.takeTheirs': track(async ({ page }) => {
      await dialogButton(page, designMessages.takeTheirs).click();
    }),
    'conflict.keepCopy': track(async ({ page }) => {
      await dialogButton(page, designMessages.keepBothCopy).click();
    }),
    'xstate.done.actor.loadDesign': track(async (ctx) => {
      const { calls, harbor } = scratchOf(ctx);
      const { design, draft } = ctx.event.output as LoadedDesign;
      // The draft this device kept, as designDrafts.ts writes it: read once the design has come.
      await ctx.page.evaluate(
        ([key, value]) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
        [draftKey(harbor.accountId, harbor.designId), draft ? JSON.stringify(draft) : null] as const,
      );
      await (await calls.next('get')).route.fulfill(answers.design(design, harbor.designId));
    }),
    'xstate.error.actor.loadDesign': track(async (ctx) => {
      const status = (ctx.event.error as { status?: number }).status;
      const { route } = await scratchOf(ctx).calls.next('get');
      await route.fulfill(status === 404 ? answers.notFound() : answers.failed());
    }),
    'xstate.done.actor.saveDesign': track(async (ctx) => {
      const { calls, harbor } = scratchOf(ctx);
      const { route } = await calls.next('put');
      const body = saveBody(route.request());
      const version = body.version + 1;
      if ((ctx.event.output as SaveOutcome).ok) {
        const name = body.name ?? SAMPLE_DESIGN.name;
        await route.fulfill(
          answers.design({ ...SAMPLE_DESIGN, name, version, doc: body.doc }, harbor.designId),
        );
      } else {
        await route.fulfill(answers.conflict({ ...THEIR_DESIGN, version }, harbor.designId));
      }
    }),
    'xstate.error.actor.saveDesign': failCall('put'),
    'xstate.done.actor.saveCopy': track(async (ctx) => {
      const { calls, harbor } = scratchOf(ctx);
      const { route, failedOffline } = await calls.next('post');
      if (failedOffline) throw new Error('the copy was started offline: the browser failed it');
      await route.fulfill({ response: await route.fetch() });
      // The copy (my version, saved by the real server) opens in the editor.
      await expect(ctx.page).toHaveURL(
        new RegExp(`/editor/${harbor.accountId}/(?!${harbor.designId}$)\\d+$`),
      );
    }),
    'xstate.error.actor.saveCopy': failCall('post'),
    'xstate.after.autosave.designEditor.ready.persistence.dirty': runDelay,
    'xstate.after.saveRetry.designEditor.ready.persistence.saveFailed': runDelay,
  },
};
