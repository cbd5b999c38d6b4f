/**
 * The brand kit (/{accid}/brandkit; issue 16): the primary brand colour (accounts.brand_color, spec 7's
 * addOrUpdateSetting brandColor), up to four more palette colours, heading and body fonts from a fixed list of
 * system font stacks (nothing is downloaded), and the tone of voice and language the post settings keep
 * (GET /auth/getSetting). The spec shows no form: wording and limits are ours (docs/decisions.md), checked the same
 * way by the form and the server (POST /auth/updateBrandKit).
 */

export const PALETTE_MAX = 4;
export const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;
/** The colour a kit shows before one was saved (the default of onboarding types 3 and 6). */
export const FALLBACK_BRAND_COLOR = '#1F6FEB';

/** The fonts a kit can name: system stacks every device has, so nothing is downloaded. */
export const BRAND_FONTS = [
  {
    id: 'system-sans',
    label: 'System sans-serif',
    stack: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  {
    id: 'humanist',
    label: 'Humanist sans (Verdana, Tahoma)',
    stack: 'Verdana, Tahoma, "DejaVu Sans", sans-serif',
  },
  { id: 'helvetica', label: 'Helvetica, Arial', stack: '"Helvetica Neue", Helvetica, Arial, sans-serif' },
  { id: 'georgia', label: 'Georgia (serif)', stack: 'Georgia, "Times New Roman", serif' },
  {
    id: 'garamond',
    label: 'Garamond (old-style serif)',
    stack: 'Garamond, "Palatino Linotype", Palatino, serif',
  },
  { id: 'rounded', label: 'Rounded (Trebuchet)', stack: '"Trebuchet MS", "Segoe UI", sans-serif' },
  { id: 'monospace', label: 'Monospace', stack: 'ui-monospace, "Cascadia Code", Menlo, Consolas, monospace' },
] as const;
export type BrandFontId = (typeof BRAND_FONTS)[number]['id'];
export const BRAND_FONT_IDS = BRAND_FONTS.map((font) => font.id) as [BrandFontId, ...BrandFontId[]];
export const DEFAULT_HEADING_FONT: BrandFontId = 'system-sans';
export const DEFAULT_BODY_FONT: BrandFontId = 'system-sans';

export function isBrandFont(id: string): id is BrandFontId {
  return (BRAND_FONT_IDS as readonly string[]).includes(id);
}

/** The CSS stack of a font id (the system stack for an id the list no longer has). */
export function fontStack(id: string): string {
  return BRAND_FONTS.find((font) => font.id === id)?.stack ?? BRAND_FONTS[0].stack;
}

export interface BrandKitFields {
  brandColor: string;
  /** 0 to 4 more colours; the form keeps empty slots as ''. */
  palette: string[];
  headingFont: string;
  bodyFont: string;
  tone_of_voice: string;
  language: string;
}
export type BrandKitField = Exclude<keyof BrandKitFields, 'palette'> | `palette.${number}`;
export type BrandKitErrors = Partial<Record<BrandKitField, string>>;

export const brandKitLabels = {
  brandColor: 'Primary brand colour',
  palette: (index: number) => `Palette colour ${index + 1}`,
  headingFont: 'Heading font',
  bodyFont: 'Body font',
  tone_of_voice: 'Tone of voice',
  language: 'Language',
} as const;

export const brandKitMessages = {
  pageTitle: 'Brand kit',
  intro: 'The colours, fonts and voice your posts use.',
  coloursTitle: 'Colours',
  fontsTitle: 'Fonts',
  voiceTitle: 'Voice',
  hexHint: 'Six hexadecimal digits after #, like #1F6FEB.',
  hexInvalid: 'Please enter a colour as # and six hexadecimal digits, like #1F6FEB.',
  fontUnknown: 'Please choose a font from the list.',
  choiceMissing: 'Please choose one from the list.',
  addColour: 'Add a colour',
  removeColour: (index: number) => `Remove palette colour ${index + 1}`,
  resetColour: 'Reset to default',
  previewTitle: 'Preview',
  previewHeading: 'Fresh this week',
  previewBody: 'This is how a heading and a paragraph look with your colours and fonts.',
  saved: 'Your brand kit has been saved.',
  saveFailed: 'Your brand kit could not be saved. Please try again.',
  invalid: 'Please correct the fields marked below.',
  loadFailed: 'The brand kit could not be loaded.',
  listFailed: 'The list could not be loaded. Reload the page to try again.',
} as const;

/** '#1f6feb' → '#1F6FEB'; text that is not a colour is returned trimmed. */
export function normaliseHex(value: string): string {
  const trimmed = value.trim();
  return HEX_COLOUR.test(trimmed) ? trimmed.toUpperCase() : trimmed;
}

export function normaliseBrandKit(fields: BrandKitFields): BrandKitFields {
  return {
    brandColor: normaliseHex(fields.brandColor),
    palette: fields.palette.map(normaliseHex).filter((colour) => colour !== ''),
    headingFont: fields.headingFont,
    bodyFont: fields.bodyFont,
    tone_of_voice: fields.tone_of_voice,
    language: fields.language,
  };
}

/**
 * The sentence of each bad field. `palette.n` names the n-th palette slot as the form shows it (empty slots are
 * left out when saving). Whether a tone or language is one the server offers is the server's check.
 */
export function validateBrandKit(fields: BrandKitFields): BrandKitErrors {
  const errors: BrandKitErrors = {};
  if (!HEX_COLOUR.test(fields.brandColor.trim())) errors.brandColor = brandKitMessages.hexInvalid;
  fields.palette.forEach((colour, index) => {
    if (colour.trim() !== '' && !HEX_COLOUR.test(colour.trim()))
      errors[`palette.${index}`] = brandKitMessages.hexInvalid;
  });
  if (fields.palette.length > PALETTE_MAX) errors['palette.4'] = `At most ${PALETTE_MAX} more colours.`;
  if (!isBrandFont(fields.headingFont)) errors.headingFont = brandKitMessages.fontUnknown;
  if (!isBrandFont(fields.bodyFont)) errors.bodyFont = brandKitMessages.fontUnknown;
  if (fields.tone_of_voice.trim() === '') errors.tone_of_voice = brandKitMessages.choiceMissing;
  if (fields.language.trim() === '') errors.language = brandKitMessages.choiceMissing;
  return errors;
}

export function sameBrandKit(a: BrandKitFields, b: BrandKitFields): boolean {
  return JSON.stringify(normaliseBrandKit(a)) === JSON.stringify(normaliseBrandKit(b));
}

/** WCAG relative luminance of '#RRGGBB'. */
export function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two '#RRGGBB' colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour (white or black) that reads best on `background`; black for a colour not yet valid. */
export function textColourOn(background: string): '#FFFFFF' | '#000000' {
  if (!HEX_COLOUR.test(background)) return '#000000';
  return contrastRatio(background, '#FFFFFF') >= contrastRatio(background, '#000000') ? '#FFFFFF' : '#000000';
}
