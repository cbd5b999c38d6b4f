/**
 * Which words of a text are hashtags (the rule of hashtags.ts, issue 17), without the dashboard's figures: the post
 * editor's network rules (networkRules.ts, Instagram's 30 hashtags) count them in the planner and the editor.
 */
const HASHTAG = /(?<![\p{L}\p{M}\p{N}_&/#])#([\p{L}\p{M}\p{N}_]+)/gu;
const LETTER = /\p{L}/u;

/** The key tags are compared by. */
export const hashtagKey = (tag: string) => tag.normalize('NFC').toLowerCase();

/** The hashtags of `text` without their `#`, each once (by key), as first written, in order of appearance. */
export function hashtagsOf(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const match of text.normalize('NFC').matchAll(HASHTAG)) {
    const tag = match[1]!;
    if (!LETTER.test(tag)) continue;
    const key = hashtagKey(tag);
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
