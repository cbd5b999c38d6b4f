/**
 * index.html's wait screen (issue 14) is a copy of LoadingScreen's markup, written by hand because it is shown before
 * any script runs: the two must not drift apart, or the first paint would jump when the app's own wait screen
 * replaces it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from '../../../src/ui/LoadingScreen.tsx';

const indexHtml = readFileSync(resolve(import.meta.dirname, '../../../index.html'), 'utf8');

/** The markup inside `<div id="root">`, without HTML comments and the whitespace between and inside tags' text. */
function rootMarkup(html: string): string {
  const inner = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1];
  if (inner === undefined) throw new Error('index.html has no #root followed by the entry script');
  return inner
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .replace(/>\s+/g, '>')
    .replace(/\s+</g, '<')
    .replace(/<(\w+)([^>]*?)\s*>/g, (_tag, name: string, attributes: string) => `<${name}${attributes}>`)
    .trim();
}

describe("index.html's wait screen", () => {
  it('is LoadingScreen with "Loading Brandpilot…"', () => {
    expect(rootMarkup(indexHtml)).toBe(renderToStaticMarkup(<LoadingScreen label="Loading Brandpilot…" />));
  });

  it('a change to either side is seen', () => {
    expect(rootMarkup(indexHtml)).not.toBe(renderToStaticMarkup(<LoadingScreen label="Loading…" />));
    expect(rootMarkup(indexHtml.replace('text-slate-600', 'text-slate-500'))).not.toBe(
      renderToStaticMarkup(<LoadingScreen label="Loading Brandpilot…" />),
    );
  });
});
