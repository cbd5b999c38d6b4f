/**
 * One help article (issue 16): 'Back to all articles' (to the list, with the search kept), the title as the page's
 * only <h1>, and the article's Markdown rendered by react-markdown. Safe by construction: react-markdown builds React
 * elements, escapes any HTML in the text (no rehype-raw here) and drops unsafe link protocols; nothing is set as
 * HTML. Headings move below the title (`articleHeadingLevel`: a `#` inside the body becomes an <h2>); a link to a
 * path of the app opens in the app (wouter), with the account id in place; any other link opens in a new tab with
 * rel="noopener noreferrer".
 */
import { useMemo, type ReactNode } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import { useSession } from '../../app/session.tsx';
import { articleHeadingLevel, articleLinkOf, helpText, type HelpArticle } from '../../domain/helpSearch.ts';
import { HELP_HEADING_ID } from './helpHeading.ts';
import { HelpLink, helpLinkClass } from './HelpLink.tsx';

const HEADING_CLASSES = {
  2: 'mt-8 text-lg font-semibold text-slate-900',
  3: 'mt-6 text-base font-semibold text-slate-900',
  4: 'mt-4 font-semibold text-slate-900',
  5: 'mt-4 font-semibold text-slate-900',
  6: 'mt-4 font-semibold text-slate-900',
} as const;

/** A Markdown heading of `level`, one level below the article's title at least. */
function heading(level: number) {
  const shown = articleHeadingLevel(level);
  const Tag = `h${shown}` as const;
  return function ArticleHeading({ children }: { children?: ReactNode } & ExtraProps) {
    return <Tag className={HEADING_CLASSES[shown]}>{children}</Tag>;
  };
}

function ArticleLink({
  href,
  children,
  accountId,
}: {
  href: string | undefined;
  children?: ReactNode;
  accountId: number | null;
}) {
  if (!href) return <>{children}</>;
  const link = articleLinkOf(href, accountId);
  if (link.kind === 'app') return <HelpLink href={link.href}>{children}</HelpLink>;
  if (link.kind === 'anchor') {
    return (
      <a href={link.href} className={helpLinkClass}>
        {children}
      </a>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={helpLinkClass}>
      {children}
      <span className="sr-only"> {helpText.opensInNewTab}</span>
    </a>
  );
}

/** How each Markdown element is drawn; links (they need the session's account id) are added in the view. */
const ELEMENTS: Components = {
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  p: ({ children }) => <p className="mt-4 leading-7 text-slate-700">{children}</p>,
  ul: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">{children}</ul>,
  ol: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">{children}</ol>,
  li: ({ children }) => <li className="pl-1 leading-7 [&>p]:mt-2">{children}</li>,
  strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
  blockquote: ({ children }) => (
    <blockquote className="mt-4 border-l-4 border-slate-200 pl-4 text-slate-600">{children}</blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900">
      {children}
    </code>
  ),
  pre: ({ children }) => (
    <pre className="mt-4 overflow-x-auto rounded-md bg-slate-100 p-3 text-sm [&>code]:bg-transparent [&>code]:p-0">
      {children}
    </pre>
  ),
};

/** An article's Markdown as React elements; links to the app get `accountId` in place. */
export function ArticleMarkdown({ body, accountId }: { body: string; accountId: number | null }) {
  const components = useMemo<Components>(
    () => ({
      ...ELEMENTS,
      a: ({ href, children }) => (
        <ArticleLink href={href} accountId={accountId}>
          {children}
        </ArticleLink>
      ),
    }),
    [accountId],
  );
  return <Markdown components={components}>{body}</Markdown>;
}

export function HelpArticleView({ article, listHref }: { article: HelpArticle; listHref: string }) {
  const { accountId } = useSession();
  const back = (
    <HelpLink href={listHref}>
      <span aria-hidden="true">← </span>
      {helpText.backToAll}
    </HelpLink>
  );
  return (
    <article aria-labelledby={HELP_HEADING_ID} className="[overflow-wrap:anywhere]">
      <p className="text-sm">{back}</p>
      <h1
        id={HELP_HEADING_ID}
        tabIndex={-1}
        className="mt-4 text-2xl font-semibold text-slate-900 focus:outline-none"
      >
        {article.title}
      </h1>
      <div className="[&>p:first-child]:text-lg [&>p:first-child]:text-slate-800">
        <ArticleMarkdown body={article.body} accountId={accountId} />
      </div>
      <p className="mt-10 border-t border-slate-200 pt-4 text-sm">{back}</p>
    </article>
  );
}
