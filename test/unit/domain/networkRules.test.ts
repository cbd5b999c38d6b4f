/**
 * Each network's rules for a post (src/domain/networkRules.ts, issue 19): counting as the network counts, what
 * blocks saving and what only warns, and the feed preview. Expected values come from the networks' published rules
 * (X's twitter-text weighting: a link is 23, CJK and emoji 2), not from the code.
 */
import { describe, expect, it } from 'vitest';
import {
  ALT_TEXT_MAX_LENGTH,
  NETWORK_RULES,
  channelFindings,
  channelText,
  countCharacters,
  feedPreview,
  networkMessages,
  postContentProblem,
} from '../../../src/domain/networkRules.ts';

const FACEBOOK = 1;
const TWITTER = 2;
const INSTAGRAM = 3;
const LINKEDIN = 4;
const TIKTOK = 6;

describe('counting characters', () => {
  it('counts code points on every network but X', () => {
    expect(countCharacters(FACEBOOK, 'Fresh bread 🍞')).toBe(13);
    expect(countCharacters(INSTAGRAM, 'naïve café')).toBe(10);
    // Decomposed accents count once after NFC normalisation.
    expect(countCharacters(LINKEDIN, 'cafe\u0301')).toBe(4);
  });

  it('X counts a link as 23 whatever its length, and CJK and emoji as 2', () => {
    const link = 'https://example.com/a/very/long/path/that/goes/on/and/on?with=query';
    expect(countCharacters(TWITTER, `Read ${link}`)).toBe(5 + 23);
    expect(countCharacters(TWITTER, 'https://x.co')).toBe(23);
    expect(countCharacters(TWITTER, '日本')).toBe(4);
    expect(countCharacters(TWITTER, '🍞')).toBe(2);
    expect(countCharacters(TWITTER, 'Hello, world! — “quotes”')).toBe(24);
  });

  it('a 260-character text with a 60-character link fits X; 281 plain characters do not', () => {
    const link = `https://example.com/${'p'.repeat(40)}`;
    const text = `${'a'.repeat(199)} ${link}`;
    expect(Array.from(text).length).toBe(260);
    expect(countCharacters(TWITTER, text)).toBe(199 + 1 + 23);
    expect(channelFindings(TWITTER, { text, mediaCount: 0, firstComment: '' })).toEqual([]);
    const long = 'a'.repeat(281);
    expect(channelFindings(TWITTER, { text: long, mediaCount: 0, firstComment: '' })).toEqual([
      { severity: 'block', message: networkMessages.tooLong('Twitter', 281, 280) },
    ]);
  });
});

describe('what a network refuses or shows badly', () => {
  it('media counts: X at most 4, LinkedIn 9, the others 10', () => {
    expect(NETWORK_RULES[TWITTER].maxMedia).toBe(4);
    expect(channelFindings(TWITTER, { text: 'x', mediaCount: 5, firstComment: '' })).toContainEqual({
      severity: 'block',
      message: networkMessages.tooManyMedia('Twitter', 4),
    });
    expect(channelFindings(TWITTER, { text: 'x', mediaCount: 4, firstComment: '' })).toEqual([]);
    expect(channelFindings(LINKEDIN, { text: 'x', mediaCount: 10, firstComment: '' })[0]?.severity).toBe(
      'block',
    );
    expect(channelFindings(FACEBOOK, { text: 'x', mediaCount: 10, firstComment: '' })).toEqual([]);
  });

  it('Instagram: at most 30 hashtags (counted once each), and a warning without an image', () => {
    const tags = (count: number) => Array.from({ length: count }, (_, index) => `#tag${index}`).join(' ');
    expect(channelFindings(INSTAGRAM, { text: tags(30), mediaCount: 1, firstComment: '' })).toEqual([]);
    expect(
      channelFindings(INSTAGRAM, { text: `${tags(30)} #tag0`, mediaCount: 1, firstComment: '' }),
    ).toEqual([]);
    expect(channelFindings(INSTAGRAM, { text: tags(31), mediaCount: 1, firstComment: '' })).toEqual([
      { severity: 'block', message: networkMessages.tooManyHashtags('Instagram', 31, 30) },
    ]);
    expect(channelFindings(INSTAGRAM, { text: 'Bread', mediaCount: 0, firstComment: '' })).toEqual([
      { severity: 'warn', message: networkMessages.needsMedia('Instagram') },
    ]);
  });

  it('a first comment: within the network limit, and not sent to TikTok', () => {
    expect(channelFindings(TIKTOK, { text: 'x', mediaCount: 1, firstComment: 'More at the shop' })).toEqual([
      { severity: 'warn', message: networkMessages.firstCommentNotSent('TikTok') },
    ]);
    expect(channelFindings(TWITTER, { text: 'x', mediaCount: 0, firstComment: 'b'.repeat(281) })).toEqual([
      { severity: 'block', message: networkMessages.firstCommentTooLong('Twitter', 280) },
    ]);
    expect(channelFindings(FACEBOOK, { text: 'x', mediaCount: 0, firstComment: '   ' })).toEqual([]);
  });

  it("a network's own text replaces the post's text for that network only", () => {
    expect(channelText('Main', { 2: 'Short for X' }, TWITTER)).toBe('Short for X');
    expect(channelText('Main', { 2: 'Short for X' }, FACEBOOK)).toBe('Main');
  });

  it('the post: the first blocking problem over its networks, then alt texts', () => {
    const base = {
      description: 'a'.repeat(300),
      texts: {},
      channels: [FACEBOOK, TWITTER],
      mediaCount: 1,
      firstComment: '',
      altTexts: [],
    };
    expect(postContentProblem(base)).toBe(networkMessages.tooLong('Twitter', 300, 280));
    expect(postContentProblem({ ...base, texts: { [TWITTER]: 'Short' } })).toBeNull();
    expect(postContentProblem({ ...base, texts: { [TWITTER]: '  ' } })).toBe(
      networkMessages.overrideEmpty('Twitter'),
    );
    expect(
      postContentProblem({
        ...base,
        channels: [FACEBOOK],
        altTexts: ['ok', 'x'.repeat(ALT_TEXT_MAX_LENGTH + 1)],
      }),
    ).toBe(networkMessages.altTooLong(2));
  });
});

describe('the feed preview', () => {
  it('cuts Instagram at 125 characters on a word, with its "more"', () => {
    const words = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    const preview = feedPreview(INSTAGRAM, words);
    const shown = preview.parts.map((part) => part.text).join('');
    expect(preview.more).toBe('more');
    expect(shown.endsWith('…')).toBe(true);
    expect(Array.from(shown).length).toBeLessThanOrEqual(126);
    // Not in the middle of a word.
    expect(words.startsWith(shown.slice(0, -1))).toBe(true);
    expect(words.charAt(shown.length - 1)).toBe(' ');
  });

  it('X shows the whole post', () => {
    expect(feedPreview(TWITTER, 'a'.repeat(280)).more).toBeNull();
  });

  it('marks hashtags, mentions and links; links are plain text on Instagram', () => {
    const text = 'New #Sourdough with @baker at https://bakery.example/bread. C# and #2025 are not tags';
    expect(feedPreview(FACEBOOK, text).parts).toEqual([
      { kind: 'text', text: 'New ' },
      { kind: 'hashtag', text: '#Sourdough' },
      { kind: 'text', text: ' with ' },
      { kind: 'mention', text: '@baker' },
      { kind: 'text', text: ' at ' },
      { kind: 'link', text: 'https://bakery.example/bread', href: 'https://bakery.example/bread' },
      { kind: 'text', text: '. C# and #2025 are not tags' },
    ]);
    const instagram = feedPreview(INSTAGRAM, 'See https://bakery.example').parts;
    expect(instagram.some((part) => part.kind === 'link')).toBe(false);
  });
});
