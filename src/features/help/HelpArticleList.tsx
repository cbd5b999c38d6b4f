/**
 * The help center's list (issue 16): the page's <h1>, the search box and the articles, every one (title and
 * summary) without a search, else the matches, best first, each with a snippet marking the words found. Results
 * follow the typing: HELP_SEARCH_DEBOUNCE_MS after the last key the search is written to the address (`?q=`,
 * replacing the entry, so Back skips the keystrokes) and the list follows the address. Enter searches at once. A
 * change of the address from elsewhere (Back, the top menu's Help center) puts its search in the box.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import {
  HELP_QUERY_MAX_LENGTH,
  HELP_SEARCH_DEBOUNCE_MS,
  helpHref,
  helpText,
  normalizeQuery,
  type HelpArticle,
  type SnippetPart,
} from '../../domain/helpSearch.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { TextField } from '../../ui/Field.tsx';
import { helpSearch } from './articles.ts';
import { HELP_HEADING_ID } from './helpHeading.ts';
import { HelpLink, helpLinkClass } from './HelpLink.tsx';

interface Shown {
  readonly article: HelpArticle;
  /** The quote under the title: the summary without a search, a snippet of the match with one. */
  readonly text: readonly SnippetPart[];
}

function Snippet({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <p className="mt-1 text-sm leading-6 text-slate-600">
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 font-medium text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** Puts `query` in the address of the list, in place of the current entry. */
function writeQuery(pathname: string, query: string, written: { current: string }): void {
  written.current = query;
  navigate(helpHref(pathname, { query, article: null }), { replace: true });
}

/** The search box's text, written to the address after a pause; the address's search when it changes elsewhere. */
function useSearchBox(pathname: string, query: string) {
  const [input, setInput] = useState(query);
  // The search this page last wrote to the address: an address that differs from it was changed elsewhere.
  const written = useRef(query);
  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setInput(query);
  }, [query]);

  useEffect(() => {
    const next = normalizeQuery(input);
    if (next === written.current) return;
    const timer = setTimeout(() => writeQuery(pathname, next, written), HELP_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, pathname]);

  return { input, setInput, searchNow: () => writeQuery(pathname, normalizeQuery(input), written) };
}

export function HelpArticleList({ pathname, query }: { pathname: string; query: string }) {
  const { input, setInput, searchNow } = useSearchBox(pathname, query);
  const listId = useId();
  const searchBox = useRef<HTMLDivElement>(null);
  const shown: Shown[] = useMemo(
    () =>
      query === ''
        ? helpSearch.articles.map((article) => ({ article, text: [{ text: article.summary, match: false }] }))
        : helpSearch.search(query).map((hit) => ({ article: hit.article, text: hit.snippet })),
    [query],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchNow();
  };
  const clear = () => {
    setInput('');
    searchBox.current?.querySelector('input')?.focus();
  };

  return (
    <section aria-labelledby={HELP_HEADING_ID}>
      <HelpCenterHeading />
      <p className="mt-2 text-slate-600">{helpText.intro}</p>

      <form role="search" aria-label={helpText.searchLabel} onSubmit={submit} className="mt-6">
        <div ref={searchBox}>
          <TextField
            label={helpText.searchLabel}
            hint={helpText.searchHint}
            type="search"
            value={input}
            maxLength={HELP_QUERY_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-controls={listId}
            onChange={(event) => setInput(event.target.value)}
          />
        </div>
      </form>

      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-lg font-semibold text-slate-900">
          {query === '' ? helpText.allArticles : helpText.results}
        </h2>
        <p role="status" className="text-sm text-slate-600">
          {query === '' ? helpText.articleCount(shown.length) : helpText.resultCount(shown.length, query)}
        </p>
      </div>

      {shown.length === 0 ? (
        <EmptyState
          className="mt-4"
          title={helpText.noMatch(query)}
          action={
            <button type="button" onClick={clear} className={buttonClass('secondary', 'md')}>
              {helpText.clearSearch}
            </button>
          }
        >
          {helpText.noMatchHint}
        </EmptyState>
      ) : null}
      <ul id={listId} className="mt-4 flex flex-col gap-3">
        {shown.map(({ article, text }) => (
          <Card as="li" key={article.slug} className="sm:p-5">
            <h3 className="text-base font-semibold text-slate-900">
              <HelpLink
                href={helpHref(pathname, { query, article: article.slug })}
                className={helpLinkClass}
                data-help-article={article.slug}
              >
                {article.title}
              </HelpLink>
            </h3>
            <Snippet parts={text} />
          </Card>
        ))}
      </ul>
    </section>
  );
}

/** The help center's <h1>, which the page focuses when it comes back from an article. */
export function HelpCenterHeading() {
  return (
    <h1
      id={HELP_HEADING_ID}
      tabIndex={-1}
      className="text-2xl font-semibold text-slate-900 focus:outline-none"
    >
      {helpText.heading}
    </h1>
  );
}
