import { describe, expect, it } from 'vitest';
import { isKnownZone } from '../../../src/domain/timeZones.ts';

describe('isKnownZone', () => {
  it('knows IANA zones and UTC, and refuses made-up names, every time it is asked', () => {
    expect(isKnownZone('Europe/London')).toBe(true);
    expect(isKnownZone('UTC')).toBe(true);
    expect(isKnownZone('Mars/Olympus')).toBe(false);
    expect(isKnownZone('Mars/Olympus')).toBe(false);
    expect(isKnownZone('Europe/London')).toBe(true);
  });
});
