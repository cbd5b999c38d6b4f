/**
 * Text truncation rules of spec 9, as pure functions. Lengths count characters (code points), so an emoji or an
 * accented letter written as one code point is never split.
 */

/** What a cut text ends with (spec 9: 'cut to 15 plus ...'). */
export const ELLIPSIS = '...';

/**
 * Cuts `text` to its first `keep` characters plus '...' when it has more than `over` characters
 * (`over` defaults to `keep`: anything longer than the limit is cut). Shorter texts are returned unchanged.
 */
export function cutText(text: string, keep: number, over: number = keep): string {
  const characters = Array.from(text);
  if (characters.length <= over) return text;
  return `${characters.slice(0, keep).join('').trimEnd()}${ELLIPSIS}`;
}

/** Spec 9, the general rule: over 17 characters cut to 15 plus '...'. */
export function truncateLabel(text: string): string {
  return cutText(text, 15, 17);
}

/** Spec 9: the mobile header username is cut to 6 characters when longer than 7. */
export function mobileHeaderUserName(name: string): string {
  return cutText(name, 6, 7);
}
