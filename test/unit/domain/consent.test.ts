/** Cookie consent rules (issue 16; src/domain/consent.ts): configuration, the remembered choice, page views, wording. */
import { describe, expect, it } from 'vitest';
import {
  CONSENT_MAX_AGE_DAYS,
  NO_TRACKING,
  affiliateScriptUrlProblem,
  consentQuestion,
  isTrackingConfigured,
  pageViewEvent,
  rememberedChoice,
  serializeConsent,
  tagManagerIdProblem,
  tagManagerScriptUrl,
  trackerOrigins,
  type TrackingConfig,
} from '../../../src/domain/consent.ts';

const BOTH: TrackingConfig = {
  tagManagerId: 'GTM-AB12CD',
  affiliateScriptUrl: 'https://track.partner.example/a.js?site=7',
};
const NOW = new Date('2026-12-01T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe('tracking configuration', () => {
  it('is off with neither tracker, on with either', () => {
    expect(isTrackingConfigured(NO_TRACKING)).toBe(false);
    expect(isTrackingConfigured({ ...NO_TRACKING, tagManagerId: 'GTM-X1' })).toBe(true);
    expect(isTrackingConfigured({ ...NO_TRACKING, affiliateScriptUrl: BOTH.affiliateScriptUrl })).toBe(true);
  });

  it.each(['GTM-ABC123', 'GTM-K9', 'GTM-5ZZZZZZ'])('takes the container id %s', (id) => {
    expect(tagManagerIdProblem(id)).toBeNull();
  });

  it.each(['GTM-', 'gtm-abc123', 'GTM-abc', 'UA-12345-1', 'G-ABC123', 'GTM-AB C', 'GTM-AB"><script>'])(
    'refuses the container id %s, naming the variable',
    (id) => {
      expect(tagManagerIdProblem(id)).toMatch(
        /^TAG_MANAGER_ID must be a Google Tag Manager container id like GTM-ABC123/,
      );
    },
  );

  it('takes an https script address', () => {
    expect(affiliateScriptUrlProblem('https://track.partner.example/a.js')).toBeNull();
  });

  it.each([
    ['http://track.partner.example/a.js', /must start with https:\/\//],
    ['//track.partner.example/a.js', /must be the address of the affiliate script/],
    ['track.partner.example/a.js', /must be the address of the affiliate script/],
    ['javascript:alert(1)', /must start with https:\/\//],
    ['https://user:secret@track.partner.example/a.js', /must not hold a user name or password/],
  ])('refuses the affiliate script %s', (url, message) => {
    expect(affiliateScriptUrlProblem(url)).toMatch(message);
  });

  it('loads the container from Google Tag Manager, its id encoded', () => {
    expect(tagManagerScriptUrl('GTM-AB12CD')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD');
  });

  it('names only the origins of what is configured, for the CSP', () => {
    expect(trackerOrigins(NO_TRACKING)).toEqual([]);
    expect(trackerOrigins(BOTH)).toEqual([
      'https://www.googletagmanager.com',
      'https://track.partner.example',
    ]);
    expect(trackerOrigins({ ...NO_TRACKING, tagManagerId: 'GTM-X1' })).toEqual([
      'https://www.googletagmanager.com',
    ]);
    expect(trackerOrigins({ ...NO_TRACKING, affiliateScriptUrl: 'https://aff.example:8443/t.js' })).toEqual([
      'https://aff.example:8443',
    ]);
  });
});

describe('the remembered choice', () => {
  it('counts for the same trackers, from the moment it was made to 180 days later', () => {
    for (const choice of ['granted', 'refused'] as const) {
      const stored = serializeConsent(choice, BOTH, NOW);
      expect(rememberedChoice(stored, BOTH, NOW)).toBe(choice);
      expect(rememberedChoice(stored, BOTH, new Date(NOW.getTime() + CONSENT_MAX_AGE_DAYS * DAY))).toBe(
        choice,
      );
    }
  });

  it('asks again after 180 days, for other trackers, or when what is stored cannot be read', () => {
    const stored = serializeConsent('granted', BOTH, NOW);
    expect(
      rememberedChoice(stored, BOTH, new Date(NOW.getTime() + CONSENT_MAX_AGE_DAYS * DAY + 1)),
    ).toBeNull();
    expect(rememberedChoice(stored, { ...BOTH, tagManagerId: 'GTM-OTHER1' }, NOW)).toBeNull();
    expect(rememberedChoice(stored, { ...BOTH, affiliateScriptUrl: null }, NOW)).toBeNull();
    expect(rememberedChoice(stored, BOTH, new Date(NOW.getTime() - 60_000))).toBeNull();
    for (const raw of [
      null,
      '',
      'granted',
      '{}',
      '[]',
      'null',
      '{"choice":"yes","trackers":"","at":"2026-12-01"}',
    ]) {
      expect(rememberedChoice(raw, BOTH, NOW)).toBeNull();
    }
    expect(
      rememberedChoice(JSON.stringify({ choice: 'granted', trackers: 'GTM-AB12CD ', at: 'soon' }), BOTH, NOW),
    ).toBeNull();
  });

  it('keeps the choice, the trackers and the time', () => {
    expect(JSON.parse(serializeConsent('refused', BOTH, NOW))).toEqual({
      choice: 'refused',
      trackers: 'GTM-AB12CD https://track.partner.example/a.js?site=7',
      at: '2026-12-01T10:00:00.000Z',
    });
  });
});

describe('page views', () => {
  it('carry the path without its query or hash, and the title', () => {
    expect(pageViewEvent('/12/contentplanner', 'Content planner | Brandpilot')).toEqual({
      event: 'page_view',
      page_path: '/12/contentplanner',
      page_title: 'Content planner | Brandpilot',
    });
    expect(pageViewEvent('/reset?token=secret#top', 'Reset').page_path).toBe('/reset');
    expect(pageViewEvent('/userSetting#billing_tab', 'Settings').page_path).toBe('/userSetting');
    expect(pageViewEvent('?q=x', 'Log in').page_path).toBe('/');
  });
});

describe('the banner', () => {
  it('asks only about the trackers this server loads', () => {
    expect(consentQuestion(BOTH)).toBe(
      'With your consent we load a tag manager that measures visits and an affiliate tracker that credits ' +
        'referrals. Nothing of the kind loads until you choose, and you can change your choice at any time with ' +
        'Cookie settings at the foot of the page.',
    );
    expect(consentQuestion({ ...BOTH, affiliateScriptUrl: null })).toMatch(
      /^With your consent we load a tag manager that measures visits\. /,
    );
    expect(consentQuestion({ ...BOTH, tagManagerId: null })).toMatch(
      /^With your consent we load an affiliate tracker that credits referrals\. /,
    );
  });
});
