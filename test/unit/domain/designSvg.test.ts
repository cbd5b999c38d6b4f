/**
 * A design as SVG (src/domain/designSvg.ts, issue 19): the structure, what is left out, escaping of hostile text,
 * text alignment and baselines, rotation, images and empty slots. The SVG is parsed back with fast-xml-parser, so a
 * test also fails when the output is not well-formed XML.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { fontStack } from '../../../src/domain/brandKit.ts';
import type { DesignDoc, DesignNode, ImageNode, RectNode, TextNode } from '../../../src/domain/design.ts';
import {
  EMPTY_SLOT,
  TEXT_BASELINE_EM,
  designPixelSize,
  designToSvg,
  escapeXml,
  textBaselineY,
} from '../../../src/domain/designSvg.ts';

const base = { rotation: 0, opacity: 1, locked: false, hidden: false };

const textNode = (patch: Partial<TextNode> = {}): TextNode => ({
  ...base,
  id: 't',
  name: 'Text',
  kind: 'text',
  x: 100,
  y: 200,
  text: 'Hello',
  fontFamily: 'georgia',
  fontSize: 40,
  fontStyle: 'normal',
  fill: '#112233',
  align: 'left',
  lineHeight: 1.5,
  width: 300,
  ...patch,
});

const rectNode = (patch: Partial<RectNode> = {}): RectNode => ({
  ...base,
  id: 'r',
  name: 'Box',
  kind: 'rect',
  x: 10,
  y: 20,
  width: 300,
  height: 100,
  fill: '#FF0000',
  stroke: '',
  strokeWidth: 0,
  cornerRadius: 12,
  ...patch,
});

const imageNode = (patch: Partial<ImageNode> = {}): ImageNode => ({
  ...base,
  id: 'i',
  name: 'Picture',
  kind: 'image',
  x: 50,
  y: 60,
  width: 400,
  height: 300,
  src: '/api/media/AAAAAAAAAAAAAAAAAAAAAA',
  ...patch,
});

const doc = (nodes: DesignNode[]): DesignDoc => ({ width: 1080, height: 1350, background: '#FAFAFA', nodes });

const noImages = () => null;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true });

type Element = Record<string, unknown> & { ':@'?: Record<string, string> };

/** The SVG's child elements in order, each as [tag, attributes, children]. */
function parse(svg: string): {
  root: Record<string, string>;
  children: [string, Record<string, string>, Element[]][];
} {
  expect(XMLValidator.validate(svg)).toBe(true);
  const [top] = parser.parse(svg) as Element[];
  const children = (top!.svg as Element[]).map((element) => {
    const tag = Object.keys(element).find((key) => key !== ':@')!;
    return [tag, element[':@'] ?? {}, element[tag] as Element[]] as [
      string,
      Record<string, string>,
      Element[],
    ];
  });
  return { root: top![':@']!, children };
}

describe('designToSvg: the page', () => {
  it('is an SVG of the page size with a viewBox, the background rect first, then the nodes in order', () => {
    const { root, children } = parse(
      designToSvg(doc([rectNode({ id: 'a' }), textNode(), imageNode({ src: '' })]), {
        resolveImage: noImages,
      }),
    );
    expect(root).toMatchObject({
      xmlns: 'http://www.w3.org/2000/svg',
      width: '1080',
      height: '1350',
      viewBox: '0 0 1080 1350',
    });
    expect(children.map(([tag]) => tag)).toEqual(['rect', 'rect', 'text', 'rect']);
    expect(children[0]![1]).toEqual({ x: '0', y: '0', width: '1080', height: '1350', fill: '#FAFAFA' });
    expect(children[1]![1]).toMatchObject({ x: '10', y: '20', rx: '12', fill: '#FF0000' });
  });

  it('scales the output (scale, or a width keeping the aspect) but keeps the page coordinates', () => {
    const twice = parse(designToSvg(doc([]), { scale: 2, resolveImage: noImages })).root;
    expect([twice.width, twice.height, twice.viewBox]).toEqual(['2160', '2700', '0 0 1080 1350']);
    const thumb = parse(designToSvg(doc([]), { width: 360, resolveImage: noImages })).root;
    expect([thumb.width, thumb.height]).toEqual(['360', '450']);
    expect(designPixelSize({ width: 1200, height: 628 }, { width: 360 })).toEqual({
      width: 360,
      height: 188,
    });
    expect(designPixelSize({ width: 1080, height: 1080 }, { scale: 2, width: 540 })).toEqual({
      width: 540,
      height: 540,
    });
  });

  it('leaves hidden nodes out, and draws locked ones', () => {
    const svg = designToSvg(
      doc([
        rectNode({ id: 'shown', fill: '#00FF00' }),
        rectNode({ id: 'gone', fill: '#0000FF', hidden: true }),
        textNode({ text: 'Invisible words', hidden: true }),
        rectNode({ id: 'locked', fill: '#ABCDEF', locked: true }),
      ]),
      { resolveImage: noImages },
    );
    expect(svg).toContain('#00FF00');
    expect(svg).toContain('#ABCDEF');
    expect(svg).not.toContain('#0000FF');
    expect(svg).not.toContain('Invisible');
    expect(parse(svg).children).toHaveLength(3);
  });
});

describe('designToSvg: text', () => {
  it('draws one tspan per line, each on its baseline, with the font, size, colour and style', () => {
    const node = textNode({ text: 'One\nTwo\r\nThree', fontStyle: 'bold italic', opacity: 0.5 });
    const [, [, attributes, spans]] = parse(designToSvg(doc([node]), { resolveImage: noImages }))
      .children as [unknown, [string, Record<string, string>, Element[]]];
    expect(attributes).toMatchObject({
      'xml:space': 'preserve',
      'font-family': fontStack('georgia'),
      'font-size': '40',
      'font-weight': 'bold',
      'font-style': 'italic',
      fill: '#112233',
      'text-anchor': 'start',
      opacity: '0.5',
    });
    const ys = spans.map((span) => Number(span[':@']!.y));
    // y + fontSize × (lineHeight × (n + 0.5) + TEXT_BASELINE_EM), lineHeight × fontSize apart.
    expect(ys).toEqual([0, 1, 2].map((n) => 200 + 40 * (1.5 * (n + 0.5) + TEXT_BASELINE_EM)));
    expect(ys[1]! - ys[0]!).toBeCloseTo(60);
    expect(textBaselineY(node, 0)).toBe(ys[0]);
    expect(spans.map((span) => (span.tspan as { '#text': string }[])[0]!['#text'])).toEqual([
      'One',
      'Two',
      'Three',
    ]);
  });

  it('keeps spaces and an empty line as a line', () => {
    const svg = designToSvg(doc([textNode({ text: '  two  spaces\n\nafter a gap' })]), {
      resolveImage: noImages,
    });
    expect(svg).toContain('>  two  spaces</tspan>');
    expect(svg.match(/<tspan/g)).toHaveLength(3);
  });

  it.each([
    ['left', 'start', 100],
    ['center', 'middle', 250],
    ['right', 'end', 400],
  ] as const)('anchors %s-aligned lines with text-anchor %s at x %d', (align, anchor, x) => {
    const svg = designToSvg(doc([textNode({ align, text: 'a\nb' })]), { resolveImage: noImages });
    const [, [, attributes, spans]] = parse(svg).children as [
      unknown,
      [string, Record<string, string>, Element[]],
    ];
    expect(attributes['text-anchor']).toBe(anchor);
    expect(spans.map((span) => Number(span[':@']!.x))).toEqual([x, x]);
  });

  it('falls back to the system font stack for a font id the kit does not have', () => {
    const svg = designToSvg(doc([textNode({ fontFamily: 'comic' })]), { resolveImage: noImages });
    expect(parse(svg).children[1]![1]['font-family']).toBe(fontStack('system-sans'));
    expect(svg).not.toContain('font-weight');
  });
});

describe('designToSvg: escaping', () => {
  const hostile = `</text><script>alert("x")</script> & 'quotes' <tspan x="0">`;

  it('escapes &, <, >, " and \' in text, so hostile text stays text', () => {
    const svg = designToSvg(doc([textNode({ text: hostile })]), { resolveImage: noImages });
    expect(svg).not.toContain('<script');
    expect(svg).toContain(
      '&lt;/text&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;quotes&apos;',
    );
    const { children } = parse(svg);
    expect(children.map(([tag]) => tag)).toEqual(['rect', 'text']);
    const spans = children[1]![2];
    expect(spans).toHaveLength(1);
  });

  it('escapes attribute values: an image href, a font stack, names never appear', () => {
    const svg = designToSvg(doc([imageNode({ src: '/api/x', name: '"><script>' })]), {
      resolveImage: () => 'data:image/png;base64,AAAA"onload="alert(1)',
    });
    expect(svg).toContain('href="data:image/png;base64,AAAA&quot;onload=&quot;alert(1)"');
    expect(svg).not.toContain('<script');
    const [, [tag, attributes]] = parse(svg).children as [unknown, [string, Record<string, string>]];
    expect(tag).toBe('image');
    expect(Object.keys(attributes)).not.toContain('onload');
    expect(designToSvg(doc([textNode()]), { resolveImage: noImages })).toContain(
      'font-family="Georgia, &quot;Times New Roman&quot;, serif"',
    );
  });

  it('drops characters XML cannot hold (control characters, lone surrogates) and keeps emoji', () => {
    expect(escapeXml('a\u0001b\u0008c\u000Bd\uFFFEe\uD800f\uDC00g 😀 \t')).toBe('abcdefg 😀 \t');
    const svg = designToSvg(doc([textNode({ text: 'bell\u0007 and \uD83D alone' })]), {
      resolveImage: noImages,
    });
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('>bell and  alone</tspan>');
  });

  it('writes numbers plainly: no exponent, at most three decimals, nothing for a non-finite value', () => {
    const svg = designToSvg(doc([rectNode({ x: 1 / 3, y: 1e-9, width: Number.NaN })]), {
      resolveImage: noImages,
    });
    expect(parse(svg).children[1]![1]).toMatchObject({ x: '0.333', y: '0', width: '0' });
  });
});

describe('designToSvg: shapes, rotation and images', () => {
  it('rotates a node about its top-left corner', () => {
    const svg = designToSvg(
      doc([
        rectNode({ rotation: 30 }),
        textNode({ rotation: -45.5 }),
        rectNode({ id: 'flat', rotation: 360 }),
      ]),
      { resolveImage: noImages },
    );
    const { children } = parse(svg);
    expect(children[1]![1].transform).toBe('rotate(30 10 20)');
    expect(children[2]![1].transform).toBe('rotate(-45.5 100 200)');
    expect(children[3]![1].transform).toBeUndefined();
  });

  it('draws an ellipse inside its box, and strokes only when a stroke colour and width are set', () => {
    const svg = designToSvg(
      doc([
        {
          ...base,
          id: 'e',
          name: 'E',
          kind: 'ellipse',
          x: 100,
          y: 50,
          width: 200,
          height: 80,
          fill: '',
          stroke: '#000000',
          strokeWidth: 4,
        },
        rectNode({ stroke: '#000000', strokeWidth: 0 }),
      ]),
      { resolveImage: noImages },
    );
    const { children } = parse(svg);
    expect(children[1]).toEqual([
      'ellipse',
      { cx: '200', cy: '90', rx: '100', ry: '40', fill: 'none', stroke: '#000000', 'stroke-width': '4' },
      [],
    ]);
    expect(children[2]![1].stroke).toBeUndefined();
  });

  it('draws an image as cover (xMidYMid slice) with the data URL resolveImage gives', () => {
    const asked: string[] = [];
    const svg = designToSvg(doc([imageNode()]), {
      resolveImage: (src) => {
        asked.push(src);
        return 'data:image/png;base64,iVBOR';
      },
    });
    expect(asked).toEqual(['/api/media/AAAAAAAAAAAAAAAAAAAAAA']);
    expect(parse(svg).children[1]).toEqual([
      'image',
      {
        x: '50',
        y: '60',
        width: '400',
        height: '300',
        preserveAspectRatio: 'xMidYMid slice',
        href: 'data:image/png;base64,iVBOR',
      },
      [],
    ]);
  });

  it('draws an empty slot (src "" or an image that cannot be had) as a grey dashed box, never asking for ""', () => {
    const asked: string[] = [];
    const svg = designToSvg(
      doc([imageNode({ src: '', role: 'slot' }), imageNode({ id: 'gone', role: 'logo' })]),
      {
        resolveImage: (src) => {
          asked.push(src);
          return null;
        },
      },
    );
    expect(asked).toEqual(['/api/media/AAAAAAAAAAAAAAAAAAAAAA']);
    const { children } = parse(svg);
    for (const [tag, attributes] of children.slice(1)) {
      expect(tag).toBe('rect');
      expect(attributes).toMatchObject({
        x: '50',
        y: '60',
        width: '400',
        height: '300',
        fill: EMPTY_SLOT.fill,
        stroke: EMPTY_SLOT.stroke,
        'stroke-dasharray': expect.stringMatching(/^\d+ \d+$/),
      });
    }
    expect(svg).not.toContain('<image');
  });
});
