import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { ArticleMarkdown } from '../../src/features/help/HelpArticleView.tsx';

function html(body: string, accountId: number | null = 12): string {
  return renderToStaticMarkup(
    <Router ssrPath="/12/help_center">
      <ArticleMarkdown body={body} accountId={accountId} />
    </Router>,
  );
}

describe('an article’s Markdown (src/features/help/HelpArticleView.tsx)', () => {
  it('shows HTML in the text as text, never as markup', () => {
    const out = html('Hi <script>alert(1)</script> <img src=x onerror="alert(1)">\n\n<div>block</div>');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<div>');
    expect(out).toContain('&lt;script&gt;');
  });

  it('drops unsafe link targets', () => {
    const out = html('[click](javascript:alert(1)) [data](data:text/html,x)');
    expect(out).not.toContain('javascript:');
    expect(out).not.toContain('data:text');
  });

  it('moves headings below the title: no h1 in the body', () => {
    const out = html('# Stray title\n\n## Section\n\n### Part');
    expect(out).not.toContain('<h1');
    expect(out).toMatch(/<h2[^>]*>Stray title<\/h2>/);
    expect(out).toMatch(/<h2[^>]*>Section<\/h2>/);
    expect(out).toMatch(/<h3[^>]*>Part<\/h3>/);
  });

  it('links app paths inside the app with the account id, and others to a new tab without opener', () => {
    const out = html(
      '[Planner](/contentplanner) and [Chat](/help_center?article=chat) and [Site](https://example.com/)',
    );
    expect(out).toContain('href="/12/contentplanner"');
    expect(out).toContain('href="/12/help_center?article=chat"');
    expect(out).toMatch(
      /<a href="https:\/\/example.com\/" target="_blank" rel="noopener noreferrer"[^>]*>Site<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>/,
    );
    expect(html('[Planner](/contentplanner)', null)).toContain('href="/contentplanner"');
  });
});
