/**
 * The tracker loader and the page-view push (issue 16; src/domain/consent.ts), the effects the consent machine's
 * `loadTrackers` actor and `pushPageView` action run once the visitor consented:
 * - the tag manager as Google's snippet starts it (the `gtm.js` start event on `window.dataLayer`, then
 *   `https://www.googletagmanager.com/gtm.js?id=<container>`), without the snippet's inline script, which the CSP
 *   refuses: a script element with a `src` on an origin the CSP names (src/server/csp.ts);
 * - the affiliate script the same way;
 * - each script once per page, however often consent is given again.
 */
import { pageViewEvent, tagManagerScriptUrl, type TrackingConfig } from '../../domain/consent.ts';

/** What the loader needs of the page (a fake one in tests). */
export interface TrackerPage {
  document: Pick<Document, 'createElement' | 'head' | 'title'>;
  dataLayer?: unknown[];
  now(): number;
}

/** The page itself. */
export function browserPage(): TrackerPage {
  return {
    document,
    get dataLayer() {
      return (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    },
    set dataLayer(layer: unknown[] | undefined) {
      (window as unknown as { dataLayer?: unknown[] }).dataLayer = layer;
    },
    now: () => Date.now(),
  };
}

/** The tag manager's dataLayer, created when missing (the tag manager reads what was pushed before it loaded). */
export function dataLayerOf(page: TrackerPage): unknown[] {
  page.dataLayer ??= [];
  return page.dataLayer;
}

const injected = new WeakMap<TrackerPage['document'], Map<string, Promise<void>>>();

/** Adds `<script async src>` to the head once; settles when the script has run, or fails when it cannot load. */
function injectScript(page: TrackerPage, src: string): Promise<void> {
  const scripts = injected.get(page.document) ?? new Map<string, Promise<void>>();
  injected.set(page.document, scripts);
  const earlier = scripts.get(src);
  if (earlier) return earlier;
  const loading = new Promise<void>((resolve, reject) => {
    const script = page.document.createElement('script');
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`${src} could not be loaded`)), { once: true });
    page.document.head.append(script);
  });
  scripts.set(src, loading);
  return loading;
}

/** Injects the configured trackers; fails naming each script that could not load (the others still run). */
export async function loadTrackers(config: TrackingConfig, page: TrackerPage = browserPage()): Promise<void> {
  const scripts: string[] = [];
  if (config.tagManagerId !== null) {
    dataLayerOf(page).push({ 'gtm.start': page.now(), event: 'gtm.js' });
    scripts.push(tagManagerScriptUrl(config.tagManagerId));
  }
  if (config.affiliateScriptUrl !== null) scripts.push(config.affiliateScriptUrl);
  const results = await Promise.allSettled(scripts.map((src) => injectScript(page, src)));
  const failed = scripts.filter((_, index) => results[index]!.status === 'rejected');
  if (failed.length > 0) throw new Error(`Could not load ${failed.join(' and ')}`);
}

/** Pushes the page view of `path` (spec 9), titled as the page is now. */
export function pushPageView(path: string, page: TrackerPage = browserPage()): void {
  dataLayerOf(page).push(pageViewEvent(path, page.document.title));
}
