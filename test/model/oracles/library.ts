/**
 * What issue 18 and spec 4.9, 7.5, 8 and 9 say about browsing the content library (machines/library.machine.ts),
 * written apart from the machine: which load runs when and what it asks for (the account, the filters, the words
 * and the page), the search debounce of src/domain/library.ts, the same filters loading nothing, paging within
 * spec 9's pages (rows / 12 rounded up), empty against loaded, failures kept with the previous page and a reason,
 * Try again, and the other tabs of My library loading nothing and coming back to where the Library tab was.
 *
 * A load is the invoked actor `loadLibrary`; what it asks for is its input (a fake promise actor keeps it in its
 * snapshot), so the rules read the request itself rather than the machine's context.
 */
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { libraryMachine } from '../../../machines/library.machine.ts';
import { LIBRARY_SEARCH_DEBOUNCE_MS } from '../../../src/domain/library.ts';
import { always, atStart, defineOracle, rule, type Step } from '../oracle.ts';

type S = SnapshotFrom<typeof libraryMachine>;
type O = Step<S>;
interface Filters {
  industry: unknown;
  category: unknown;
  network: unknown;
  q: string;
}
interface Request {
  accountId: number;
  filters: Filters;
  page: number;
}
interface Page {
  items: { id: number; favourite: boolean }[];
  rows: number;
}

/** Spec 9: page size 12, total pages = rows / 12 rounded up (an empty list still has its page 1). */
const pagesOf = (rows: number) => Math.max(1, Math.ceil(rows / 12));
const LOAD = 'loadLibrary';
const DONE = `xstate.done.actor.${LOAD}`;
const ERROR = `xstate.error.actor.${LOAD}`;
const FAILED_TEXT = 'The library could not be loaded.';
const SHOWING = ['loaded', 'empty', 'failed'] as const;
const LIBRARY_TAGS = ['loading', 'typing', ...SHOWING] as const;

const loadOf = (snapshot: S | undefined) =>
  (snapshot?.children as Record<string, AnyActorRef | undefined> | undefined)?.[LOAD];
/**
 * What each load asked for, noted while it runs: a finished promise actor's snapshot no longer holds its input, and
 * the rules about an answer ask what it answered.
 */
const asked = new WeakMap<AnyActorRef, Request>();
/** What the load running in `snapshot` asks for (or asked, once it has finished). */
function requestOf(snapshot: S | undefined): Request | undefined {
  const load = loadOf(snapshot);
  if (load === undefined) return undefined;
  const input = (load.getSnapshot() as { input?: Request }).input;
  if (input !== undefined && !asked.has(load)) asked.set(load, input);
  return asked.get(load);
}
/** `when` of the first rule, which applies to every step: notes what a load started in the step asks for. */
const noteRequest = (o: O) => {
  requestOf(o.snapshot);
  return true;
};
/** A load started in this step (a new one, also when it replaced one under way). */
const newLoad = (o: O) => loadOf(o.snapshot) !== undefined && loadOf(o.snapshot) !== loadOf(o.previous);
const words = (text: string) => text.trim();
const sameChoice = (a: Omit<Filters, 'q'>, b: Omit<Filters, 'q'>) =>
  a.industry === b.industry && a.category === b.category && a.network === b.network;
const sameFilters = (a: Filters, b: Filters) => sameChoice(a, b) && words(a.q) === words(b.q);
const sameRequest = (a: Request | undefined, b: Omit<Request, 'accountId'> & { accountId?: number }) =>
  a !== undefined &&
  sameFilters(a.filters, b.filters) &&
  a.page === b.page &&
  (b.accountId === undefined || a.accountId === b.accountId);
const onLibraryTab = (o: O) => o.context.tab === 'content';
const wasOnLibraryTab = (o: O) => o.previous?.context.tab === 'content';
const libraryTag = (snapshot: S | undefined) => LIBRARY_TAGS.filter((tag) => snapshot?.hasTag(tag));
const accountOf = (o: O) => (o.input as { accountId: number }).accountId;
/** The page (and filters) the user is looking at. */
const current = (o: O) => ({ filters: o.context.filters, page: o.context.page });
const typedWords = (o: O) => words(o.previous!.context.searchText);
const searchedWords = (o: O) => words(o.previous!.context.filters.q);
const shownIds = (page: Page | null) => page?.items.map((post) => post.id).join(',') ?? null;

/** The latest answer of a load on this path (this step's included): what was asked and how it ended. */
function lastAnswer(o: O) {
  const steps = [...o.history, o];
  for (let index = steps.length - 1; index > 0; index -= 1) {
    const step = steps[index]!;
    if (step.event.type === DONE || step.event.type === ERROR) {
      return {
        ok: step.event.type === DONE,
        request: requestOf(step.previous),
        output: (step.event as { output?: Page }).output,
      };
    }
  }
  return undefined;
}

/** The step on which the path last left the Library tab for another one (before this step). */
function lastLeft(o: O) {
  return [...o.history]
    .reverse()
    .find((step) => step.previous?.context.tab === 'content' && step.snapshot.context.tab !== 'content');
}

/** When the search debounce started last: the latest keystroke, or the return to a tab left while typing. */
function debounceStart(o: O) {
  const step = [...o.history]
    .reverse()
    .find(
      (earlier) =>
        earlier.event.type === 'search.typed' ||
        (earlier.event.type === 'tab.selected' &&
          earlier.snapshot.hasTag('typing') &&
          !earlier.previous?.hasTag('typing')),
    );
  return step?.now;
}

export const libraryOracle = defineOracle(libraryMachine, [
  rule(
    'spec 4.9',
    'loading shows exactly while a load runs',
    noteRequest,
    (o) => o.has('loading') === o.running().includes(LOAD),
  ),
  rule(
    'spec 7.5',
    'opened on the Library tab, page 1 of the given filters is requested at once for the account; on another tab nothing',
    atStart,
    (o) =>
      onLibraryTab(o)
        ? o.has('loading') &&
          sameRequest(requestOf(o.snapshot), {
            accountId: accountOf(o),
            filters: (o.input as { filters: Filters }).filters,
            page: 1,
          })
        : o.running().length === 0 && libraryTag(o.snapshot).length === 0,
  ),

  rule(
    'invariant',
    'the Library tab is in exactly one of loading, typing, loaded, empty and failed; another tab in none and loads nothing',
    always,
    (o) =>
      onLibraryTab(o)
        ? libraryTag(o.snapshot).length === 1
        : libraryTag(o.snapshot).length === 0 && o.running().length === 0,
  ),
  rule(
    'spec 7.5',
    "every load asks for the account's posts with the filters and the page in effect",
    newLoad,
    (o) => sameRequest(requestOf(o.snapshot), { accountId: accountOf(o), ...current(o) }),
  ),
  rule(
    'spec 7.5',
    'a new industry, category or network loads page 1 at once, with the new filters and the words in the search field',
    (o) =>
      o.on('filters.changed') &&
      wasOnLibraryTab(o) &&
      !sameChoice(o.event.filters, o.previous!.context.filters),
    (o) =>
      newLoad(o) &&
      sameRequest(requestOf(o.snapshot), {
        filters: { ...(o.event.filters as Omit<Filters, 'q'>), q: typedWords(o) },
        page: 1,
      }),
  ),
  rule(
    'domain library.ts',
    'the same filters again load nothing and change nothing',
    (o) => o.on('filters.changed') && sameChoice(o.event.filters, o.previous!.context.filters),
    (o) =>
      !newLoad(o) &&
      o.context.filters === o.previous!.context.filters &&
      o.context.page === o.previous!.context.page &&
      libraryTag(o.snapshot).join() === libraryTag(o.previous).join(),
  ),
  rule(
    'domain library.ts',
    'typing loads nothing at once: the load under way stops, the posts shown stay and the words wait for the debounce',
    (o) => o.on('search.typed') && wasOnLibraryTab(o),
    (o) =>
      o.has('typing') &&
      o.running().length === 0 &&
      o.context.searchText === o.event.text &&
      o.context.result === o.previous!.context.result,
  ),
  rule(
    'domain library.ts',
    `the search waits ${LIBRARY_SEARCH_DEBOUNCE_MS} ms after the last keystroke`,
    (o) => o.event.type.startsWith('xstate.after.'),
    (o) => o.had('typing') && o.now - (debounceStart(o) ?? Number.NaN) === LIBRARY_SEARCH_DEBOUNCE_MS,
  ),
  rule(
    'domain library.ts',
    'after the debounce new words load page 1 of the trimmed words, the other filters kept',
    (o) => o.event.type.startsWith('xstate.after.') && typedWords(o) !== searchedWords(o),
    (o) =>
      newLoad(o) &&
      sameRequest(requestOf(o.snapshot), {
        filters: { ...o.previous!.context.filters, q: typedWords(o) },
        page: 1,
      }) &&
      requestOf(o.snapshot)!.filters.q === typedWords(o),
  ),
  rule(
    'domain library.ts',
    'after the debounce the words already searched load nothing when the page shown is theirs, else that page loads',
    (o) => o.event.type.startsWith('xstate.after.') && typedWords(o) === searchedWords(o),
    (o) => {
      const answer = lastAnswer(o);
      const shownIsCurrent = answer !== undefined && sameRequest(answer.request, current(o));
      return (
        o.context.filters === o.previous!.context.filters &&
        o.context.page === o.previous!.context.page &&
        (shownIsCurrent ? !newLoad(o) : newLoad(o))
      );
    },
  ),
  rule(
    'spec 4.9',
    'loaded or empty shows the answer to the filters and the page in effect',
    (o) => o.has('loaded') || o.has('empty'),
    (o) => {
      const answer = lastAnswer(o);
      return (
        answer !== undefined &&
        answer.ok &&
        sameRequest(answer.request, current(o)) &&
        o.context.result !== null &&
        o.context.result.rows === answer.output!.rows &&
        shownIds(o.context.result) === shownIds(answer.output!) &&
        words(o.context.searchText) === words(o.context.filters.q)
      );
    },
  ),
  rule(
    'spec 4.9',
    'an answer with no rows is the empty state; one with rows is loaded',
    (o) => o.on(DONE),
    (o) => {
      const output = o.event.output as Page;
      return o.context.error === null && o.has(output.rows === 0 ? 'empty' : 'loaded');
    },
  ),
  rule(
    'spec 8',
    'a failed load is logged and shows the reason, keeping the page shown before',
    (o) => o.on(ERROR),
    (o) =>
      o.ran('logFailure') &&
      o.has('failed') &&
      o.context.error === FAILED_TEXT &&
      o.context.result === o.previous!.context.result,
  ),
  rule(
    'spec 8',
    'the failed state answers the filters and the page in effect, with the reason',
    (o) => o.has('failed'),
    (o) => {
      const answer = lastAnswer(o);
      return (
        answer !== undefined &&
        !answer.ok &&
        sameRequest(answer.request, current(o)) &&
        o.context.error === FAILED_TEXT
      );
    },
  ),
  rule(
    'invariant',
    'no reason shows while a load runs or a page is shown',
    (o) => o.has('loading') || o.has('loaded') || o.has('empty'),
    (o) => o.context.error === null,
  ),
  rule(
    'spec 8',
    'Try again loads the same page and filters again',
    (o) => o.on('retry') && o.had('failed'),
    (o) =>
      newLoad(o) && o.context.error === null && sameRequest(requestOf(o.snapshot), lastAnswer(o)!.request!),
  ),
  rule(
    'invariant',
    'only an answer (or a favourite mark) changes the posts shown: the page shown stays while the next loads',
    (o) => !o.on(DONE) && !o.on('favourite.marked') && o.previous !== undefined,
    (o) => o.context.result === o.previous!.context.result,
  ),
  rule(
    'spec 9',
    'paging to a page from 1 to the last (rows / 12 rounded up), other than the one shown, loads that page',
    (o) => {
      if (!o.on('page.requested') || !wasOnLibraryTab(o) || typedWords(o) !== searchedWords(o)) return false;
      const before = o.previous!.context;
      const page = o.event.page as number;
      const last = before.result === null ? 1 : pagesOf(before.result.rows);
      return Number.isInteger(page) && page >= 1 && page <= last && page !== before.page;
    },
    (o) =>
      newLoad(o) &&
      sameRequest(requestOf(o.snapshot), {
        filters: o.previous!.context.filters,
        page: o.event.page as number,
      }),
  ),
  rule(
    'spec 9',
    'paging beyond the last page (rows / 12 rounded up), before the first, or to the page shown loads nothing',
    (o) => {
      if (!o.on('page.requested')) return false;
      const before = o.previous!.context;
      const page = o.event.page as number;
      const last = before.result === null ? 1 : pagesOf(before.result.rows);
      return !Number.isInteger(page) || page < 1 || page > last || page === before.page;
    },
    (o) =>
      !newLoad(o) &&
      o.context.page === o.previous!.context.page &&
      libraryTag(o.snapshot).join() === libraryTag(o.previous).join(),
  ),
  rule(
    'domain library.ts',
    'paging while new words wait for the debounce searches them at once, from page 1',
    (o) => {
      if (!o.on('page.requested') || !o.had('typing') || typedWords(o) === searchedWords(o)) return false;
      const before = o.previous!.context;
      const page = o.event.page as number;
      const last = before.result === null ? 1 : pagesOf(before.result.rows);
      return Number.isInteger(page) && page >= 1 && page <= last && page !== before.page;
    },
    (o) =>
      newLoad(o) &&
      sameRequest(requestOf(o.snapshot), {
        filters: { ...o.previous!.context.filters, q: typedWords(o) },
        page: 1,
      }),
  ),
  rule(
    'spec 7.5',
    'another tab of My library loads nothing and keeps what the Library tab showed',
    (o) => o.on('tab.selected') && o.event.tab !== 'content',
    (o) =>
      o.running().length === 0 &&
      o.context.tab === o.event.tab &&
      o.context.result === o.previous!.context.result &&
      o.context.filters === o.previous!.context.filters &&
      o.context.page === o.previous!.context.page &&
      o.context.searchText === o.previous!.context.searchText,
  ),
  rule(
    'spec 7.5',
    'the Library tab chosen again while shown changes nothing',
    (o) => o.on('tab.selected') && o.event.tab === 'content' && wasOnLibraryTab(o),
    (o) =>
      !newLoad(o) &&
      JSON.stringify(o.snapshot.value) === JSON.stringify(o.previous!.value) &&
      o.context.result === o.previous!.context.result,
  ),
  rule(
    'spec 7.5',
    'coming back to the Library tab returns to where it was: a page shown stays without a load, a load or a search under way starts again',
    (o) => o.on('tab.selected') && o.event.tab === 'content' && !wasOnLibraryTab(o),
    (o) => {
      const left = lastLeft(o);
      if (left === undefined) {
        // Never shown on this path: it opens as at the start, page 1 of the filters.
        return (
          o.has('loading') && newLoad(o) && sameRequest(requestOf(o.snapshot), { ...current(o), page: 1 })
        );
      }
      const was = libraryTag(left.previous).join();
      const back = libraryTag(o.snapshot).join();
      if (was === 'loading')
        return back === 'loading' && newLoad(o) && sameRequest(requestOf(o.snapshot), current(o));
      return back === was && !newLoad(o);
    },
  ),
  rule(
    'spec 3',
    'a post marked or unmarked as a favourite shows so on the page shown, which is not loaded again',
    (o) => o.on('favourite.marked'),
    (o) => {
      const before = o.previous!.context.result;
      const after = o.context.result;
      if (before === null) return after === null && !newLoad(o);
      return (
        !newLoad(o) &&
        after !== null &&
        after.rows === before.rows &&
        shownIds(after) === shownIds(before) &&
        after.items.every((post, index) =>
          post.id === o.event.postId ? post.favourite === o.event.favourite : post === before.items[index],
        ) &&
        libraryTag(o.snapshot).join() === libraryTag(o.previous).join()
      );
    },
  ),
]);
