/**
 * The help center's articles (issue 16): every `docs/help/*.md` of the repository, read at build time into this
 * feature's own chunk (it loads on the first visit to /help_center, never with the login page), parsed and indexed
 * once (src/domain/helpSearch.ts). A malformed article throws here, and fails test/unit/domain/helpSearch.test.ts
 * long before a reader sees it.
 */
import { createHelpSearch, helpArticlesFrom, type HelpArticle } from '../../domain/helpSearch.ts';

const files = import.meta.glob<string>('/docs/help/*.md', { query: '?raw', import: 'default', eager: true });

export const helpSearch = createHelpSearch(helpArticlesFrom(files));

/** The article with `slug`, or null. */
export function articleBySlug(slug: string): HelpArticle | null {
  return helpSearch.articles.find((article) => article.slug === slug) ?? null;
}
