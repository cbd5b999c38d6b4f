/**
 * My designs' card as it renders (src/features/designer/MyDesignsPage.tsx, issue 19), drawn to static markup: the
 * thumbnail named by the design (a skeleton until it arrives), the name linking to the editor, the size and when
 * it was edited, and its actions menu named for the design; a design without a thumbnail says so.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { DesignSummary } from '../../src/domain/design.ts';
import { myDesignsText } from '../../src/domain/designPages.ts';
import { DesignCard } from '../../src/features/designer/MyDesignsPage.tsx';

const design: DesignSummary = {
  id: 7,
  name: 'Bread & butter',
  preset: 'custom',
  width: 800,
  height: 600,
  version: 3,
  isTemplate: false,
  thumbnailUrl: '/api/designs/7/image?format=webp&width=360&v=3&account_Id=5',
  updatedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
};

const card = (shown: DesignSummary) => {
  const nothing = () => undefined;
  // Drawn outside a browser: the router is told the address (wouter's `ssrPath`).
  return renderToStaticMarkup(
    <Router ssrPath="/my_designs">
      <DesignCard accountId={5} design={shown} onRename={nothing} onDuplicate={nothing} onDelete={nothing} />
    </Router>,
  );
};

describe('a design card', () => {
  it('shows the thumbnail, the name as a link to the editor, the size, the last edit and the menu', () => {
    const html = card(design);
    expect(html).toContain('alt="Bread &amp; butter"');
    expect(html).toContain('src="/api/designs/7/image?format=webp&amp;width=360&amp;v=3&amp;account_Id=5"');
    expect(html).toContain('animate-pulse');
    expect(html).toMatch(/<a href="\/editor\/5\/7"[^>]*>Bread &amp; butter<\/a>/);
    expect(html).toContain('800 × 600');
    expect(html).toContain('Edited 2 hours ago');
    expect(html).toContain(`${myDesignsText.actions}<span class="sr-only"> (Bread &amp; butter)</span>`);
  });

  it('says there is no preview when the design has no thumbnail', () => {
    const html = card({ ...design, thumbnailUrl: null, preset: 'square', width: 1080, height: 1080 });
    expect(html).toContain(myDesignsText.noPreview);
    expect(html).not.toContain('<img');
    expect(html).toContain('Square post');
  });
});
