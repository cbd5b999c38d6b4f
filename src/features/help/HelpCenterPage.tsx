/**
 * The help center, /help_center and /{accid}/help_center (spec 1, 2.1, 2.2; issue 16). The address says what is
 * shown (src/domain/helpSearch.ts `helpViewOf`): without `?article=` the list of every article with the search box
 * (HelpArticleList; `?q=` keeps the search, so Back and a shared link restore it), with `?article=<slug>` that
 * article (HelpArticleView), and `?q=` kept beside it so 'Back to all articles' returns to the same results.
 *
 * Moving between the list and an article changes only the query, so the app's route focus (RouteAnnouncer) does
 * not move: this page does it. Opening an article focuses its <h1>; coming back to the list focuses the link of the
 * article just read (else the page's <h1>), so a keyboard user continues where they were. The first render moves
 * nothing.
 */
import { useEffect, useRef } from 'react';
import type { PageProps } from '../../app/pages.tsx';
import { useAppLocation } from '../../app/useAppLocation.ts';
import { helpHref, helpText, helpViewOf } from '../../domain/helpSearch.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { articleBySlug } from './articles.ts';
import { HelpArticleList, HelpCenterHeading } from './HelpArticleList.tsx';
import { HelpArticleView } from './HelpArticleView.tsx';
import { HELP_HEADING_ID, focusHelpHeading } from './helpHeading.ts';
import { HelpLink } from './HelpLink.tsx';

/** Moves the focus when the article shown changes (not on the first render). */
function useFocusOnViewChange(article: string | null): void {
  const shown = useRef(article);
  useEffect(() => {
    const left = shown.current;
    if (left === article) return;
    shown.current = article;
    if (article !== null || left === null) {
      focusHelpHeading();
      return;
    }
    const link = document.querySelector<HTMLElement>(`[data-help-article="${CSS.escape(left)}"]`);
    if (link) link.focus();
    else focusHelpHeading();
  }, [article]);
}

export function HelpCenterPage(_props: PageProps) {
  const { pathname, search } = useAppLocation();
  const view = helpViewOf(search);
  useFocusOnViewChange(view.article);
  const listHref = helpHref(pathname, { query: view.query, article: null });
  const article = view.article === null ? null : articleBySlug(view.article);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      {view.article === null ? (
        <HelpArticleList pathname={pathname} query={view.query} />
      ) : article ? (
        <HelpArticleView article={article} listHref={listHref} />
      ) : (
        <section aria-labelledby={HELP_HEADING_ID}>
          <HelpCenterHeading />
          <EmptyState
            className="mt-6"
            title={helpText.articleMissing}
            action={<HelpLink href={listHref}>{helpText.backToAll}</HelpLink>}
          >
            {helpText.articleMissingHint}
          </EmptyState>
        </section>
      )}
    </div>
  );
}
