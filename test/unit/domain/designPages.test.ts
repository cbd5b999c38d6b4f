/**
 * My designs, the start of a new design and the planner's design banner (src/domain/designPages.ts, issue 19): the
 * size and edited lines of a card, the addresses that carry the planner's day, the name and custom size rules, the
 * create request built from a choice, and the page shown after the list shrank.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { designDoc } from '../../../src/contract/designs.ts';
import {
  DESIGN_NAME_MAX,
  DESIGN_SIDE_MAX,
  DESIGN_SIDE_MIN,
  designMessages,
} from '../../../src/domain/design.ts';
import {
  customSideOf,
  designFromLibraryImage,
  designBannerStorageKey,
  designNameError,
  designSizeLabel,
  designStartRequest,
  designerDayOf,
  designerHref,
  editedLabel,
  editorHref,
  pageWithin,
  plannerDesignDay,
} from '../../../src/domain/designPages.ts';

const CUSTOM = { width: '1080', height: '1080' };

describe("a library post's image as a design", () => {
  it('fills a 1080 square with the image as a replaceable slot, named after the post, and is a valid design', () => {
    const { name, doc } = designFromLibraryImage({
      title: 'Fresh bread every morning',
      imageUrl: '/api/library/images/12.png',
    });
    expect(name).toBe('Fresh bread every morning');
    expect(doc).toMatchObject({ width: 1080, height: 1080 });
    expect(doc.nodes).toEqual([
      expect.objectContaining({
        kind: 'image',
        src: '/api/library/images/12.png',
        role: 'slot',
        x: 0,
        y: 0,
        width: 1080,
        height: 1080,
      }),
    ]);
    // The server's contract takes it as it is.
    expect(v.safeParse(designDoc, doc).success).toBe(true);
  });

  it('keeps a long title within the name limit, and names an untitled post', () => {
    const long = designFromLibraryImage({ title: 'x'.repeat(200), imageUrl: '/api/library/images/1.png' });
    expect(Array.from(long.name)).toHaveLength(DESIGN_NAME_MAX);
    expect(designFromLibraryImage({ title: '  ', imageUrl: '/api/library/images/1.png' }).name).toBe(
      'Library image',
    );
  });
});

describe('a design card', () => {
  it('names the preset, or the custom page’s pixels', () => {
    expect(designSizeLabel({ preset: 'square', width: 1080, height: 1080 })).toBe('Square post');
    expect(designSizeLabel({ preset: 'story', width: 1080, height: 1920 })).toBe('Story or reel cover');
    expect(designSizeLabel({ preset: 'custom', width: 800, height: 600 })).toBe('800 × 600');
  });

  it('says how long ago it was edited, a time ahead of the clock reading as now', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(editedLabel('2026-11-20T09:00:00Z', now)).toBe('Edited 3 hours ago');
    expect(editedLabel('2026-11-18T12:00:00Z', now)).toBe('Edited 2 days ago');
    expect(editedLabel('2026-11-20T12:00:20Z', now)).toBe('Edited a few seconds ago');
    expect(editedLabel('not a date', now)).toBe('');
  });
});

describe('the addresses', () => {
  it('opens the editor, with the planner’s day when it is a real day', () => {
    expect(editorHref(5, 7)).toBe('/editor/5/7');
    expect(editorHref(5, 7, '2026-11-28')).toBe('/editor/5/7?day=2026-11-28');
    expect(editorHref(5, 7, '2026-02-30')).toBe('/editor/5/7');
    expect(editorHref(5, 7, '<script>')).toBe('/editor/5/7');
  });

  it('starts a design for a day, and reads the day back', () => {
    expect(designerHref()).toBe('/designer');
    expect(designerHref('2026-11-28')).toBe('/designer?day=2026-11-28');
    expect(designerHref('tomorrow')).toBe('/designer');
    expect(designerDayOf('?day=2026-11-28')).toBe('2026-11-28');
    expect(designerDayOf('?day=2026-13-01')).toBeNull();
    expect(designerDayOf('')).toBeNull();
  });

  it('makes the banner’s design for the day the planner shows, or today when that is past', () => {
    expect(plannerDesignDay('2026-11-28', '2026-11-20')).toBe('2026-11-28');
    expect(plannerDesignDay('2026-11-20', '2026-11-20')).toBe('2026-11-20');
    expect(plannerDesignDay('2026-11-01', '2026-11-20')).toBe('2026-11-20');
    expect(plannerDesignDay('', '2026-11-20')).toBe('2026-11-20');
  });

  it('remembers the banner’s dismissal per user', () => {
    expect(designBannerStorageKey(3)).not.toBe(designBannerStorageKey(4));
  });
});

describe('names and sizes', () => {
  it('needs a name to rename, none to create, and refuses a long one', () => {
    expect(designNameError('  ', true)).toBe(designMessages.nameRequired);
    expect(designNameError('', false)).toBeNull();
    expect(designNameError(' Sale ', true)).toBeNull();
    expect(designNameError('x'.repeat(DESIGN_NAME_MAX), true)).toBeNull();
    expect(designNameError('x'.repeat(DESIGN_NAME_MAX + 1), false)).toBe(designMessages.nameTooLong);
    // Characters, not UTF-16 units: emoji count once.
    expect(designNameError('🍞'.repeat(DESIGN_NAME_MAX), true)).toBeNull();
  });

  it('takes a custom side of whole pixels in range', () => {
    expect(customSideOf(` ${DESIGN_SIDE_MIN} `)).toBe(DESIGN_SIDE_MIN);
    expect(customSideOf(String(DESIGN_SIDE_MAX))).toBe(DESIGN_SIDE_MAX);
    for (const bad of [String(DESIGN_SIDE_MIN - 1), String(DESIGN_SIDE_MAX + 1), '12.5', '1e3', '', '-200']) {
      expect(customSideOf(bad), bad).toBeNull();
    }
  });
});

describe('designStartRequest', () => {
  it('asks for a preset at its size, named when a name is typed', () => {
    expect(designStartRequest({ kind: 'preset', preset: 'landscape' }, '', CUSTOM)).toEqual({
      ok: true,
      request: { preset: 'landscape', width: 1200, height: 628 },
    });
    expect(designStartRequest({ kind: 'preset', preset: 'square' }, '  Sale  ', CUSTOM)).toEqual({
      ok: true,
      request: { name: 'Sale', preset: 'square', width: 1080, height: 1080 },
    });
  });

  it('asks for a custom size, or says what is wrong with it', () => {
    expect(designStartRequest({ kind: 'custom' }, '', { width: '800', height: '600' })).toEqual({
      ok: true,
      request: { preset: 'custom', width: 800, height: 600 },
    });
    expect(designStartRequest({ kind: 'custom' }, '', { width: '800', height: '50' })).toEqual({
      ok: false,
      field: 'size',
      message: designMessages.sizeInvalid,
    });
  });

  it('starts from a template at the template’s page', () => {
    const template = { id: 12, preset: 'story' as const, width: 1080, height: 1920 };
    expect(designStartRequest({ kind: 'template', template }, '', { width: 'x', height: 'y' })).toEqual({
      ok: true,
      request: { preset: 'story', width: 1080, height: 1920, templateId: 12 },
    });
  });

  it('checks the name first', () => {
    expect(
      designStartRequest({ kind: 'custom' }, 'x'.repeat(DESIGN_NAME_MAX + 1), { width: '', height: '' }),
    ).toEqual({ ok: false, field: 'name', message: designMessages.nameTooLong });
  });
});

describe('pageWithin', () => {
  it('keeps the page while it exists, else shows the last one', () => {
    expect(pageWithin(2, 30, 24)).toBe(2);
    expect(pageWithin(2, 24, 24)).toBe(1);
    expect(pageWithin(3, 0, 24)).toBe(1);
    expect(pageWithin(0, 100, 24)).toBe(1);
  });
});
