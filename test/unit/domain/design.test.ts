/** The design document's small rules (src/domain/design.ts): presets, new names, the colours of new layers. */
import { describe, expect, it } from 'vitest';
import { newDesignName, newLayerColours, presetOf, presetSize } from '../../../src/domain/design.ts';

describe('design presets', () => {
  it('names the preset of a size, else custom, and gives each preset its size', () => {
    expect(presetOf(1080, 1080)).toBe('square');
    expect(presetOf(1080, 1920)).toBe('story');
    expect(presetOf(1080, 1081)).toBe('custom');
    expect(presetSize('landscape')).toEqual({ width: 1200, height: 628 });
    expect(presetSize('custom')).toBeNull();
  });
});

describe('new designs and layers', () => {
  it('numbers "Untitled design" after the names the account has', () => {
    expect(newDesignName([])).toBe('Untitled design');
    expect(newDesignName(['Untitled design', 'Untitled design 2'])).toBe('Untitled design 3');
  });

  it('gives new layers the brand colours (the second for an ellipse), else neutral ones', () => {
    expect(newLayerColours(['#B45309', '#7C2D12'])).toEqual({
      text: '#B45309',
      rect: '#B45309',
      ellipse: '#7C2D12',
    });
    expect(newLayerColours(['#B45309'])).toEqual({ text: '#B45309', rect: '#B45309', ellipse: '#B45309' });
    expect(newLayerColours([])).toEqual({ text: '#111827', rect: '#1F6FEB', ellipse: '#F59E0B' });
  });
});
