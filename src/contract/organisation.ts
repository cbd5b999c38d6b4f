/**
 * The organisation profile and the brand kit (issue 16): what the account is called, its time zone, country and
 * main industry; its colours, fonts and voice. Every route here is ours except GET /getOffsetIndustry (spec 7.2,
 * which names it without a shape: `[{id, name}]` like GET /getIndustries). The form's sentences are in
 * src/domain/organisation.ts and src/domain/brandKit.ts; the server answers them at the field.
 */
import * as v from 'valibot';
import { BRAND_FONT_IDS, HEX_COLOUR, PALETTE_MAX } from '../domain/brandKit.ts';
import { envelope } from './envelope.ts';
import { idField } from './fields.ts';

const text = (name: string, max: number) =>
  v.pipe(v.string(`${name} must be text`), v.maxLength(max, `${name} must have at most ${max} characters`));

/** GET /auth/getAccountProfile (ours; header account_Id). */
export const accountProfile = v.object({
  account_id: v.number(),
  company: v.string(),
  /** The account's logo URL (accounts.logo; GET /auth/getaccountowner's logo), null when none. */
  logo: v.nullable(v.string()),
  /** IANA name; null when the account has none (the planner then uses UTC). */
  timezone: v.nullable(v.string()),
  /** ISO 3166-1 alpha-2 code, null when none. */
  country: v.nullable(v.string()),
  /** Main industry (GET /getOffsetIndustry's id), null when none. */
  industry_id: v.nullable(v.number()),
});
export type AccountProfile = v.InferOutput<typeof accountProfile>;
export const accountProfileResponse = envelope(accountProfile);

/**
 * POST /auth/updateAccountProfile (ours) {account_id, company, timezone, country?, industry_id?}: the form's rules
 * (company 2–120 characters, a known time zone, country and industry); a company name the user already has for
 * another of their accounts answers 409 'Account already exists' at `company`. Answers the profile as saved.
 */
export const updateAccountProfileRequest = v.object({
  account_id: idField('account_id'),
  company: text('company', 500),
  timezone: text('timezone', 100),
  country: v.optional(v.nullable(text('country', 10))),
  industry_id: v.optional(v.nullable(idField('industry_id'))),
});
export type UpdateAccountProfileRequest = v.InferOutput<typeof updateAccountProfileRequest>;
export const ACCOUNT_NAME_TAKEN_MESSAGE = 'Account already exists';

const hexColour = (name: string) =>
  v.pipe(
    v.string(`${name} must be text`),
    v.trim(),
    v.regex(HEX_COLOUR, `${name} must look like #1F6FEB`),
    v.toUpperCase(),
  );

/** GET /auth/getBrandKit (ours; header account_Id): tone and language are the post settings' (GET /auth/getSetting). */
export const brandKit = v.object({
  account_id: v.number(),
  /** accounts.brand_color; null when never set. */
  brandColor: v.nullable(v.string()),
  palette: v.array(v.string()),
  headingFont: v.string(),
  bodyFont: v.string(),
  tone_of_voice: v.string(),
  language: v.string(),
  logo: v.nullable(v.string()),
});
export type BrandKit = v.InferOutput<typeof brandKit>;
export const brandKitResponse = envelope(brandKit);

/**
 * POST /auth/updateBrandKit (ours) {account_id, brandColor, palette, headingFont, bodyFont, tone_of_voice,
 * language}: one call saves the whole kit (the colour in accounts.brand_color, as addOrUpdateSetting does; tone and
 * language in post_settings). Tone and language must be ones GET /getToneOfVoice and /getLanguages offer.
 */
export const updateBrandKitRequest = v.object({
  account_id: idField('account_id'),
  brandColor: hexColour('brandColor'),
  palette: v.pipe(
    v.array(hexColour('palette'), 'palette must be a list of colours'),
    v.maxLength(PALETTE_MAX, `palette must have at most ${PALETTE_MAX} colours`),
  ),
  headingFont: v.picklist(BRAND_FONT_IDS, 'headingFont must be one of the brand fonts'),
  bodyFont: v.picklist(BRAND_FONT_IDS, 'bodyFont must be one of the brand fonts'),
  tone_of_voice: text('tone_of_voice', 60),
  language: text('language', 60),
});
export type UpdateBrandKitRequest = v.InferOutput<typeof updateBrandKitRequest>;
