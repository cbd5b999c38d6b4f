/**
 * Where a page's content sits in the heading outline (issue 16): at level 1 it is a page of its own and its title
 * is the page's one <h1>; at level 2 it is a panel inside another page (a tab of the settings hub) whose <h1> is
 * the host's, so its title is an <h2> and its sections' headings move one level down too.
 */
export type PageLevel = 1 | 2;

export interface HeadingTags {
  /** The content's title. */
  readonly title: 'h1' | 'h2';
  /** The headings of its sections. */
  readonly section: 'h2' | 'h3';
}

export function headingTags(level: PageLevel): HeadingTags {
  return level === 1 ? { title: 'h1', section: 'h2' } : { title: 'h2', section: 'h3' };
}
