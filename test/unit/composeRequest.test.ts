/**
 * The planner's new-post modal opened from outside the planner (issues 18, 19): the address composeHref makes
 * (src/domain/library.ts) and what the planner reads back from it (src/features/planner/composeRequest.ts), a
 * library post, a text or a design; and a design's image as the prefilled media.
 */
import { describe, expect, it } from 'vitest';
import { composeHref } from '../../src/domain/library.ts';
import {
  composeDayOf,
  composeRequestOf,
  withDesignImage,
} from '../../src/features/planner/composeRequest.ts';

const searchOf = (href: string) => href.slice(href.indexOf('?'));

describe('composeHref', () => {
  it('opens the account’s planner with what to prefill', () => {
    expect(composeHref(5, {})).toBe('/5/contentplanner');
    expect(composeHref(5, { libraryPostId: 12, day: '2026-11-28' })).toBe(
      '/5/contentplanner?use=12&day=2026-11-28',
    );
    expect(composeHref(5, { text: 'Hello & welcome' })).toBe('/5/contentplanner?text=Hello+%26+welcome');
    expect(composeHref(5, { designId: 7 })).toBe('/5/contentplanner?design=7');
    expect(composeHref(5, { designId: 7, day: '2026-11-28' })).toBe(
      '/5/contentplanner?design=7&day=2026-11-28',
    );
  });
});

describe('composeRequestOf', () => {
  it('reads back what composeHref wrote', () => {
    expect(composeRequestOf(searchOf(composeHref(5, { libraryPostId: 12, day: '2026-11-28' })))).toEqual({
      libraryPostId: 12,
      designId: null,
      text: null,
      day: '2026-11-28',
    });
    expect(composeRequestOf(searchOf(composeHref(5, { designId: 7 })))).toEqual({
      libraryPostId: null,
      designId: 7,
      text: null,
      day: '',
    });
    expect(composeRequestOf(searchOf(composeHref(5, { text: 'Hello' })))).toMatchObject({ text: 'Hello' });
  });

  it('asks for nothing without a valid post, design or text', () => {
    expect(composeRequestOf('')).toBeNull();
    expect(composeRequestOf('?day=2026-11-28')).toBeNull();
    for (const bad of ['0', '-3', '1.5', 'abc', '1234567890']) {
      expect(composeRequestOf(`?design=${bad}`), bad).toBeNull();
      expect(composeRequestOf(`?use=${bad}`), bad).toBeNull();
    }
    expect(composeRequestOf('?text=%20%20')).toBeNull();
  });

  it('puts the post on the day asked for unless it is past', () => {
    expect(composeDayOf('2026-11-28', '2026-11-20')).toBe('2026-11-28');
    expect(composeDayOf('2026-11-01', '2026-11-20')).toBe('2026-11-20');
    expect(composeDayOf('', '2026-11-20')).toBe('2026-11-20');
  });
});

describe('withDesignImage', () => {
  it('makes the design’s PNG at scale 1, of its version, the post’s one medium', () => {
    const prefill = {
      description: 'Bread',
      channels: [1],
      media: ['/api/library/old.jpg'],
      libraryPostId: 3,
    };
    expect(withDesignImage(prefill, { id: 7, version: 4 }, 5)).toEqual({
      description: 'Bread',
      channels: [1],
      media: ['/api/designs/7/image?format=png&scale=1&v=4&account_Id=5'],
      libraryPostId: 3,
    });
  });
});
