/**
 * The post editor's draft (src/domain/postDraft.ts, issue 19): a whole post's fields come into the draft, the
 * networks' own texts go out only for the networks chosen, each network's limits stop a save, and what the planner's
 * modal hands to the full-page editor is checked before use.
 */
import { describe, expect, it } from 'vitest';
import { plannerMessages } from '../../../src/domain/calendar.ts';
import { networkMessages } from '../../../src/domain/networkRules.ts';
import {
  draftFromPost,
  draftHandoffOf,
  draftProblem,
  draftTexts,
  type PostDraft,
} from '../../../src/domain/postDraft.ts';

const LONDON = 'Europe/London';
const NOW = '2026-07-01T10:00:00.000Z';

const whole = {
  id: 7,
  description: 'Fresh bread every morning',
  scheduled_at: '2026-07-03T08:00:00.000Z',
  msp: [{ channeldata: [{ provider_Id: 1 }, { provider_Id: 2 }] }],
  media: ['/api/media/a', '/api/media/b'],
  texts: [{ provider_Id: 2, text: 'Bread at 8' }],
  first_comment: 'Order online',
  alt_texts: ['A loaf'],
};

describe('the draft of a post', () => {
  it("a whole post brings its networks' own texts, first comment, media and alt texts (one per item)", () => {
    expect(draftFromPost(whole, LONDON)).toEqual({
      postId: 7,
      description: 'Fresh bread every morning',
      day: '2026-07-03',
      time: '09:00',
      channels: [1, 2],
      texts: { 2: 'Bread at 8' },
      firstComment: 'Order online',
      media: ['/api/media/a', '/api/media/b'],
      altTexts: ['A loaf', ''],
    });
  });

  it('a calendar post (no texts) leaves them out: saving keeps what is stored', () => {
    const { texts: _texts, first_comment: _comment, alt_texts: _alts, ...calendar } = whole;
    const draft = draftFromPost(calendar, LONDON);
    expect(draft.texts).toBeUndefined();
    expect(draft.media).toBeUndefined();
    expect(draftTexts(draft)).toBeUndefined();
  });

  it('sends only the own texts of the networks chosen, trimmed, by network', () => {
    const draft: PostDraft = {
      ...draftFromPost(whole, LONDON),
      channels: [2, 1],
      texts: { 4: 'LinkedIn text', 2: '  X text  ', 1: 'FB' },
    };
    expect(draftTexts(draft)).toEqual([
      { provider_Id: 1, text: 'FB' },
      { provider_Id: 2, text: 'X text' },
    ]);
  });
});

describe('why a draft cannot be saved', () => {
  const draft = draftFromPost(whole, LONDON);

  it('a whole draft within every limit saves', () => {
    expect(draftProblem(draft, LONDON, NOW)).toBeNull();
  });

  it("a network's limits stop the save: the text it gets, its media count", () => {
    const long = 'a'.repeat(300);
    // The main text is too long for X, but X has its own text: fine.
    expect(draftProblem({ ...draft, description: long }, LONDON, NOW)).toBeNull();
    expect(draftProblem({ ...draft, description: long, texts: {} }, LONDON, NOW)).toBe(
      networkMessages.tooLong('Twitter', 300, 280),
    );
    const five = ['1', '2', '3', '4', '5'].map((id) => `/api/media/${id}`);
    expect(draftProblem({ ...draft, media: five, altTexts: five.map(() => '') }, LONDON, NOW)).toBe(
      networkMessages.tooManyMedia('Twitter', 4),
    );
  });

  it('the text and the networks come first, the schedule last', () => {
    expect(draftProblem({ ...draft, description: ' ' }, LONDON, NOW)).toBe(
      plannerMessages.descriptionMissing,
    );
    expect(draftProblem({ ...draft, channels: [] }, LONDON, NOW)).toBe(plannerMessages.channelsMissing);
    expect(draftProblem({ ...draft, day: '2026-06-30' }, LONDON, NOW)).toBe(plannerMessages.scheduleInPast);
  });
});

describe("the planner modal's hand-over", () => {
  const handed = {
    postId: 7,
    description: 'Typed in the modal',
    day: '2026-07-04',
    time: '10:30',
    channels: [1],
  };

  it('takes a well-formed draft', () => {
    expect(draftHandoffOf(handed)).toEqual(handed);
    expect(draftHandoffOf({ ...handed, postId: null, media: ['/api/media/a'] })).toEqual({
      ...handed,
      postId: null,
      media: ['/api/media/a'],
    });
  });

  it('an existing post takes no media from it (the server has them)', () => {
    expect(draftHandoffOf({ ...handed, media: ['/x'] })).toEqual(handed);
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'draft'],
    ['a bad post id', { ...handed, postId: -1 }],
    ['a bad day', { ...handed, day: '2026-02-30' }],
    ['a bad time', { ...handed, time: '25:00' }],
    ['networks that are not numbers', { ...handed, channels: ['1'] }],
    ['a text that is not a string', { ...handed, description: 5 }],
  ])('refuses %s', (_, value) => {
    expect(draftHandoffOf(value)).toBeNull();
  });
});
