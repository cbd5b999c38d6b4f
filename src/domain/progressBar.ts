/**
 * The top progress bar (spec 9: throttle 200 ms, duration 5 s; machines/progressBar.machine.ts). What the spec leaves
 * open, decided here (docs/decisions.md): how far the bar creeps while work runs, and how long it takes to fade.
 */

/** Where the bar starts when it shows, and where it holds while the work goes on after the 5 s, in percent. */
export const PROGRESS_BAR_START_PERCENT = 8;
export const PROGRESS_BAR_HOLD_PERCENT = 90;
/** Ours: the bar fills to 100% and fades out over this long once the last work ended. */
export const PROGRESS_BAR_FADE_MS = 400;
/** The bar's accessible name. */
export const PROGRESS_BAR_LABEL = 'Loading';
