/** Spec 4.1: every row of the post status table, the status key and the card colours. */
import { describe, expect, it } from 'vitest';
import {
  needsApproval,
  postStatusKey,
  postStatusLabel,
  postTone,
  statusSourceOf,
  type PostStatusSource,
} from '../../../src/domain/postStatus.ts';
import { expectEach } from './expectEach.ts';

const post = (status: string, approved: number, channels: string[] = []): PostStatusSource => ({
  status,
  approved,
  channeldata: channels.map((channelStatus) => ({ status: channelStatus })),
});

describe('post status label (spec 4.1 table)', () => {
  it.each([
    ['SCHEDULED', 0, [], 'Needs approval'],
    ['SCHEDULED', 1, [], 'Scheduled'],
    ['POSTED', 1, ['POSTED', 'POSTED'], 'Published'],
    ['POSTED', 1, [], 'Published'],
    ['POSTED', 1, ['POSTED', 'FAILED'], 'Partially Published'],
    ['FAILED', 1, ['FAILED'], 'Not Published'],
    ['FAILED', 1, [], 'Not Published'],
    ['FAILED', 1, ['FAILED', 'POSTED'], 'Partially Published'],
    ['BRANDING', 0, [], 'Branding...'],
    ['PENDING', 0, [], 'Generating...'],
    ['INSERTED', 1, [], 'Generating...'],
    ['SOMETHING_NEW', 1, [], 'Generating...'],
  ] as const)('%s, approved %i, channels %j -> %s', (status, approved, channels, label) => {
    expect(postStatusLabel(post(status, approved, [...channels]))).toBe(label);
  });

  it('reads the first msp element; a post without one is still generating', () => {
    expect(postStatusLabel(statusSourceOf({ msp: [post('SCHEDULED', 1), post('FAILED', 0)] }))).toBe(
      'Scheduled',
    );
    expect(postStatusLabel(statusSourceOf({ msp: [] }))).toBe('Generating...');
    expect(postStatusLabel(statusSourceOf({}))).toBe('Generating...');
  });

  it('treats missing channel data as no channels', () => {
    expect(postStatusLabel({ status: 'POSTED', approved: 1, channeldata: null })).toBe('Published');
    expect(postStatusLabel({ status: 'FAILED', approved: 1 })).toBe('Not Published');
  });
});

describe('post status key', () => {
  it.each([
    ['POSTED', ['FAILED'], 'POSTED_WITH_ERROR'],
    ['FAILED', ['POSTED'], 'POSTED_WITH_ERROR'],
    ['POSTED', ['POSTED'], 'POSTED'],
    ['FAILED', ['FAILED'], 'FAILED'],
    ['SCHEDULED', [], 'SCHEDULED'],
    ['PENDING', [], 'PENDING'],
    ['BRANDING', [], 'BRANDING'],
    ['INSERTED', [], 'INSERTED'],
    ['WHATEVER', [], 'FAILED'],
    ['', [], 'FAILED'],
  ] as const)('%s with channels %j -> %s', (status, channels, key) => {
    expect(postStatusKey(post(status, 1, [...channels]))).toBe(key);
  });

  it('defaults to FAILED without an msp element', () => {
    expect(postStatusKey(null)).toBe('FAILED');
  });
});

describe('card colour', () => {
  it.each([
    [post('SCHEDULED', 1), 'scheduled'],
    [post('SCHEDULED', 0), 'pending'],
    [post('POSTED', 1, ['POSTED']), 'posted'],
    [post('POSTED', 1, ['FAILED']), 'failed'],
    [post('FAILED', 1), 'failed'],
    [post('PENDING', 0), 'pending'],
    [post('BRANDING', 0), 'brand'],
    [post('INSERTED', 0), 'other'],
    [post('MYSTERY', 0), 'other'],
  ] as const)('%j -> %s', (source, tone) => {
    expect(postTone(source)).toBe(tone);
  });

  it('is other without an msp element', () => {
    expect(postTone(null)).toBe('other');
  });
});

describe('needs approval', () => {
  it('is a scheduled post with approved 0 only', () => {
    expectEach(needsApproval, [
      [post('SCHEDULED', 0), true],
      [post('SCHEDULED', 1), false],
      [post('PENDING', 0), false],
      [null, false],
    ]);
  });
});
