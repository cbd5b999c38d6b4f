/**
 * The ready-made design templates (issue 19: "seeded per industry"): five layouts (a headline over a picture, a quote
 * card, an offer badge, an event announcement, a tip list), each written out for every industry of migration 0011
 * with that industry's placeholder words (designTemplateTexts.ts): 100 templates. Every one has its words marked
 * `placeholder: true`, an empty picture slot (`role: 'slot'`) and an empty logo (`role: 'logo'`), and uses
 * TEMPLATE_BRAND_COLOUR where the account's brand colour goes (src/domain/designFill.ts fills both when a template is
 * used).
 *
 * Deterministic: the same code gives the same documents, written as SQL by `designTemplatesSql` into migration
 * 0025_design_templates.sql (test/unit/server/designTemplates.test.ts fails when the two differ; regenerate with
 * `npx tsx scripts/designTemplatesSql.ts`). A migration, not the demo seed, because every deployment needs the
 * templates (the library's content is migrations too, 0021 and 0022); `template_key` is unique, so a later migration
 * can upsert changed templates by key.
 */
import type {
  DesignDoc,
  DesignNode,
  EllipseNode,
  FontStyle,
  ImageNode,
  RectNode,
  TextAlign,
  TextNode,
} from '../domain/design.ts';
import { TEMPLATE_BRAND_COLOUR } from '../domain/designFill.ts';
import { sizeOf } from './designStore.ts';
import { TEMPLATE_TEXTS, type TemplateTexts } from './designTemplateTexts.ts';

const BRAND = TEMPLATE_BRAND_COLOUR;
const INK = '#0F172A';
const MUTED = '#475569';
const WHITE = '#FFFFFF';
/** When the templates were written (created_at and updated_at of the rows). */
export const TEMPLATES_WRITTEN_AT = '2026-11-01T00:00:00Z';

/** The industries of migration 0011, by id. */
const INDUSTRY_NAMES: Readonly<Record<number, string>> = {
  1: 'Accounting and finance',
  2: 'Architecture and construction',
  3: 'Automotive',
  4: 'Beauty and wellness',
  5: 'Coaching and consulting',
  6: 'Dental',
  7: 'Education',
  8: 'Fitness',
  9: 'Food and restaurants',
  10: 'Health care',
  11: 'Home services',
  12: 'Hospitality and travel',
  13: 'Insurance',
  14: 'Law',
  15: 'Marketing and media',
  16: 'Non-profit',
  17: 'Pets',
  18: 'Real estate',
  19: 'Retail',
  20: 'Technology',
};

export interface DesignTemplate {
  /** `{industry slug}.{layout}`, unique. */
  key: string;
  industryId: number;
  name: string;
  doc: DesignDoc;
}

const base = { rotation: 0, opacity: 1, locked: false, hidden: false };

/** Words cut into lines of at most `width` characters (a longer word stands alone), at most `max` lines. */
export function wrapWords(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, max);
}

interface TextSpec {
  /** Where the lines are anchored: the left edge, the centre or the right edge, per `align`. */
  at: number;
  y: number;
  fontSize: number;
  fill: string;
  align?: TextAlign;
  fontStyle?: FontStyle;
  fontFamily?: string;
  lineHeight?: number;
  opacity?: number;
  /** Wrap at this many characters, into at most `lines` lines (default: as written). */
  wrap?: number;
  lines?: number;
  placeholder?: boolean;
}

/** A text node; its width is estimated from its longest line (the editor measures it again on the first edit). */
function text(id: string, name: string, words: string, spec: TextSpec): TextNode {
  const lines = spec.wrap === undefined ? [words] : wrapWords(words, spec.wrap, spec.lines ?? 3);
  const fontStyle = spec.fontStyle ?? 'normal';
  const factor = fontStyle.startsWith('bold') ? 0.6 : 0.53;
  const width = Math.round(Math.max(...lines.map((line) => line.length)) * spec.fontSize * factor);
  const align = spec.align ?? 'left';
  const x = align === 'center' ? spec.at - width / 2 : align === 'right' ? spec.at - width : spec.at;
  return {
    ...base,
    id,
    name,
    kind: 'text',
    x: Math.round(x),
    y: spec.y,
    opacity: spec.opacity ?? 1,
    text: lines.join('\n'),
    fontFamily: spec.fontFamily ?? 'system-sans',
    fontSize: spec.fontSize,
    fontStyle,
    fill: spec.fill,
    align,
    lineHeight: spec.lineHeight ?? 1.2,
    width,
    ...(spec.placeholder === false ? {} : { placeholder: true }),
  };
}

type Box = [x: number, y: number, width: number, height: number];

function rect(
  id: string,
  name: string,
  [x, y, width, height]: Box,
  fill: string,
  extra: Partial<RectNode> = {},
) {
  const node: RectNode = {
    ...base,
    id,
    name,
    kind: 'rect',
    x,
    y,
    width,
    height,
    fill,
    stroke: '',
    strokeWidth: 0,
    cornerRadius: 0,
    ...extra,
  };
  return node;
}

function ellipse(id: string, name: string, [x, y, width, height]: Box, fill: string): EllipseNode {
  return { ...base, id, name, kind: 'ellipse', x, y, width, height, fill, stroke: '', strokeWidth: 0 };
}

function image(id: string, name: string, [x, y, width, height]: Box, role: 'slot' | 'logo'): ImageNode {
  return { ...base, id, name, kind: 'image', x, y, width, height, src: '', role };
}

const page = (width: number, height: number, background: string, nodes: DesignNode[]): DesignDoc => ({
  width,
  height,
  background,
  nodes,
});

/** A picture on top, the headline on a band of the brand colour, the logo in the corner. */
function headline(t: TemplateTexts): DesignDoc {
  return page(1080, 1080, WHITE, [
    image('picture', 'Picture', [0, 0, 1080, 640], 'slot'),
    rect('band', 'Brand band', [0, 640, 1080, 440], BRAND),
    text('headline', 'Headline', t.headline, {
      at: 80,
      y: 690,
      fontSize: 68,
      fontStyle: 'bold',
      fill: WHITE,
      lineHeight: 1.15,
      wrap: 22,
      lines: 2,
    }),
    text('subline', 'Subline', t.subline, {
      at: 80,
      y: 870,
      fontSize: 34,
      fill: WHITE,
      opacity: 0.9,
      lineHeight: 1.3,
      wrap: 40,
      lines: 2,
    }),
    image('logo', 'Logo', [900, 920, 120, 120], 'logo'),
  ]);
}

/** A customer's words in large italics, a small picture and the logo. */
function quote(t: TemplateTexts): DesignDoc {
  return page(1080, 1080, '#F8FAFC', [
    rect('stripe', 'Brand stripe', [0, 0, 24, 1080], BRAND),
    text('mark', 'Quote mark', '\u201C', {
      at: 80,
      y: 20,
      fontSize: 240,
      fontFamily: 'georgia',
      fill: BRAND,
      lineHeight: 1,
      placeholder: false,
    }),
    text('quote', 'Quote', t.quote, {
      at: 90,
      y: 300,
      fontSize: 58,
      fontFamily: 'georgia',
      fontStyle: 'italic',
      fill: INK,
      lineHeight: 1.25,
      wrap: 26,
      lines: 4,
    }),
    rect('rule', 'Accent line', [90, 660, 120, 8], BRAND),
    text('author', 'Who said it', '\u2014 A happy customer', { at: 90, y: 700, fontSize: 34, fill: MUTED }),
    image('picture', 'Picture', [90, 800, 200, 200], 'slot'),
    image('logo', 'Logo', [840, 840, 160, 160], 'logo'),
  ]);
}

/** A full picture under a shade, a round badge of the brand colour, the offer in large type. */
function offer(t: TemplateTexts): DesignDoc {
  const badge = wrapWords(t.offerBadge, 10, 2);
  return page(1080, 1350, INK, [
    image('picture', 'Picture', [0, 0, 1080, 1350], 'slot'),
    rect('shade', 'Shade', [0, 0, 1080, 1350], INK, { opacity: 0.5 }),
    ellipse('badge', 'Badge', [700, 80, 300, 300], BRAND),
    text('badge-text', 'Badge text', badge.join(' '), {
      at: 850,
      y: Math.round(230 - (badge.length * 44 * 1.1) / 2),
      fontSize: 44,
      fontStyle: 'bold',
      fill: WHITE,
      align: 'center',
      lineHeight: 1.1,
      wrap: 10,
      lines: 2,
    }),
    text('title', 'Offer', t.offerTitle, {
      at: 540,
      y: 620,
      fontSize: 88,
      fontStyle: 'bold',
      fill: WHITE,
      align: 'center',
      lineHeight: 1.1,
      wrap: 18,
      lines: 2,
    }),
    text('details', 'Details', t.offerBody, {
      at: 540,
      y: 850,
      fontSize: 42,
      fill: WHITE,
      align: 'center',
      lineHeight: 1.3,
      wrap: 32,
      lines: 2,
    }),
    image('logo', 'Logo', [465, 1120, 150, 150], 'logo'),
  ]);
}

/** A story-sized invitation on the brand colour: title, picture, details and a button. */
function event(t: TemplateTexts): DesignDoc {
  return page(1080, 1920, BRAND, [
    image('logo', 'Logo', [90, 120, 140, 140], 'logo'),
    text('kicker', 'Kicker', 'You are invited', {
      at: 90,
      y: 320,
      fontSize: 40,
      fontStyle: 'bold',
      fill: WHITE,
      opacity: 0.85,
    }),
    text('title', 'Event', t.eventTitle, {
      at: 90,
      y: 400,
      fontSize: 96,
      fontStyle: 'bold',
      fill: WHITE,
      lineHeight: 1.1,
      wrap: 16,
      lines: 3,
    }),
    image('picture', 'Picture', [90, 780, 900, 640], 'slot'),
    text('details', 'Details', t.eventBody, {
      at: 90,
      y: 1470,
      fontSize: 44,
      fill: WHITE,
      lineHeight: 1.3,
      wrap: 34,
      lines: 2,
    }),
    text('when', 'When and where', 'Day \u00B7 Time \u00B7 Place', {
      at: 90,
      y: 1610,
      fontSize: 40,
      fill: WHITE,
      opacity: 0.85,
    }),
    rect('button', 'Button', [90, 1700, 900, 130], WHITE, { cornerRadius: 65 }),
    text('button-text', 'Button text', 'Save your spot', {
      at: 540,
      y: 1736,
      fontSize: 48,
      fontStyle: 'bold',
      fill: BRAND,
      align: 'center',
    }),
  ]);
}

/** A title band and three numbered tips, a picture and the logo. */
function tips(t: TemplateTexts): DesignDoc {
  const items = t.tips.flatMap((tip, index): DesignNode[] => {
    const top = 340 + index * 190;
    const n = index + 1;
    return [
      ellipse(`dot-${n}`, `Number ${n} circle`, [90, top, 100, 100], BRAND),
      text(`number-${n}`, `Number ${n}`, String(n), {
        at: 140,
        y: top + 19,
        fontSize: 52,
        fontStyle: 'bold',
        fill: WHITE,
        align: 'center',
        placeholder: false,
      }),
      text(`tip-${n}`, `Tip ${n}`, tip, {
        at: 230,
        y: top + 8,
        fontSize: 40,
        fill: INK,
        lineHeight: 1.25,
        wrap: 30,
        lines: 2,
      }),
    ];
  });
  return page(1080, 1350, WHITE, [
    rect('band', 'Title band', [0, 0, 1080, 280], BRAND),
    text('title', 'Title', t.tipsTitle, {
      at: 90,
      y: 80,
      fontSize: 64,
      fontStyle: 'bold',
      fill: WHITE,
      lineHeight: 1.15,
      wrap: 24,
      lines: 2,
    }),
    ...items,
    image('picture', 'Picture', [90, 930, 620, 330], 'slot'),
    image('logo', 'Logo', [830, 1110, 150, 150], 'logo'),
  ]);
}

export const TEMPLATE_LAYOUTS = [
  { id: 'headline', label: 'Headline', draw: headline },
  { id: 'quote', label: 'Quote card', draw: quote },
  { id: 'offer', label: 'Offer', draw: offer },
  { id: 'event', label: 'Event', draw: event },
  { id: 'tips', label: 'Tips', draw: tips },
] as const;

/** Every ready-made template, by industry then layout. */
export function designTemplates(): DesignTemplate[] {
  return TEMPLATE_TEXTS.flatMap((texts) =>
    TEMPLATE_LAYOUTS.map((layout) => ({
      key: `${texts.slug}.${layout.id}`,
      industryId: texts.industryId,
      name: `${INDUSTRY_NAMES[texts.industryId] ?? texts.slug} \u00B7 ${layout.label}`,
      doc: layout.draw(texts),
    })),
  );
}

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Migration 0025_design_templates.sql: every template, inserted once by key. */
export function designTemplatesSql(): string {
  const rows = designTemplates().map((template) => {
    const { width, height, preset } = sizeOf(template.doc);
    return `  (${template.industryId}, ${sqlText(template.key)}, ${sqlText(template.name)}, '${preset}', ${width}, ${height},
   ${sqlText(JSON.stringify(template.doc))}, true, '${TEMPLATES_WRITTEN_AT}', '${TEMPLATES_WRITTEN_AT}')`;
  });
  return `-- The ready-made design templates (issue 19): GENERATED by src/server/designTemplates.ts (designTemplatesSql); do
-- not edit by hand: change the generator, then run \`npx tsx scripts/designTemplatesSql.ts\` (a unit test compares
-- the two). Five layouts for each of the 20 industries of migration 0011, with placeholder words, an empty picture
-- slot and an empty logo; TEMPLATE_BRAND_COLOUR (${TEMPLATE_BRAND_COLOUR}) marks where the account's brand colour goes.
-- Inserted once by template_key: a later migration may upsert changed templates by the same key.

insert into designs (industry_id, template_key, name, preset, width, height, doc, is_template, created_at, updated_at)
values
${rows.join(',\n')}
on conflict (template_key) where template_key is not null do nothing;
`;
}
