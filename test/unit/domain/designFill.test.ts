/**
 * Filling a template from the brand kit (src/domain/designFill.ts, issue 19): logo images get the logo, the marker
 * colour becomes the brand colour wherever a fill, a stroke or the background has it, and nothing else changes.
 */
import { describe, expect, it } from 'vitest';
import type { DesignDoc } from '../../../src/domain/design.ts';
import { TEMPLATE_BRAND_COLOUR, fillTemplate } from '../../../src/domain/designFill.ts';

const base = { rotation: 0, opacity: 1, locked: false, hidden: false };
const LOGO = '/api/media/AAAAAAAAAAAAAAAAAAAAAA';

const template: DesignDoc = {
  width: 1080,
  height: 1080,
  background: TEMPLATE_BRAND_COLOUR.toLowerCase(),
  nodes: [
    {
      ...base,
      id: 'slot',
      name: 'Picture',
      kind: 'image',
      x: 0,
      y: 0,
      width: 500,
      height: 500,
      src: '',
      role: 'slot',
    },
    {
      ...base,
      id: 'logo',
      name: 'Logo',
      kind: 'image',
      x: 0,
      y: 0,
      width: 100,
      height: 100,
      src: '',
      role: 'logo',
    },
    {
      ...base,
      id: 'band',
      name: 'Band',
      kind: 'rect',
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      fill: TEMPLATE_BRAND_COLOUR,
      stroke: '#000000',
      strokeWidth: 1,
      cornerRadius: 0,
    },
    {
      ...base,
      id: 'ring',
      name: 'Ring',
      kind: 'ellipse',
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      fill: '',
      stroke: TEMPLATE_BRAND_COLOUR,
      strokeWidth: 4,
    },
    {
      ...base,
      id: 'words',
      name: 'Words',
      kind: 'text',
      x: 0,
      y: 0,
      text: 'Your headline',
      fontFamily: 'system-sans',
      fontSize: 40,
      fontStyle: 'bold',
      fill: TEMPLATE_BRAND_COLOUR,
      align: 'left',
      lineHeight: 1.2,
      width: 300,
      placeholder: true,
    },
    {
      ...base,
      id: 'other',
      name: 'Other',
      kind: 'text',
      x: 0,
      y: 0,
      text: 'Stays',
      fontFamily: 'system-sans',
      fontSize: 40,
      fontStyle: 'normal',
      fill: '#1F6FEC',
      align: 'left',
      lineHeight: 1.2,
      width: 100,
    },
  ],
};

describe('fillTemplate', () => {
  it('puts the logo in logo images and the brand colour where the marker is (any case), nothing else', () => {
    const before = structuredClone(template);
    const filled = fillTemplate(template, { logo: LOGO, brandColor: '#aa3300' });
    expect(template).toEqual(before);
    expect(filled.background).toBe('#AA3300');
    const [slot, logo, band, ring, words, other] = filled.nodes;
    expect(slot).toEqual(template.nodes[0]);
    expect(logo).toEqual({ ...template.nodes[1], src: LOGO });
    expect(band).toMatchObject({ fill: '#AA3300', stroke: '#000000' });
    expect(ring).toMatchObject({ fill: '', stroke: '#AA3300' });
    expect(words).toMatchObject({ fill: '#AA3300', text: 'Your headline', placeholder: true });
    expect(other).toEqual(template.nodes[5]);
  });

  it('leaves the marker and an empty logo when the account has neither, or an invalid colour', () => {
    expect(fillTemplate(template, { logo: null, brandColor: null })).toEqual(template);
    expect(fillTemplate(template, { logo: null, brandColor: 'blue' })).toEqual(template);
  });
});
