/**
 * The design editor's panels and toolbar as they render (src/features/designer/editor/, issue 19), drawn to static
 * markup: the layers top-most first with their named toggle and move buttons, the properties of the page, of a
 * text, of a locked layer and of several layers, and the toolbar's shortcut hints, unavailable logo and live save
 * status. The rules they follow (names, numbers, fonts) are checked as functions.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DesignDoc, DesignNode, RectNode, TextNode } from '../../../../src/domain/design.ts';
import { layerWords, propertyWords, toolbarWords } from '../../../../src/domain/designEditorWords.ts';
import {
  DesignToolbar,
  type DesignToolbarProps,
} from '../../../../src/features/designer/editor/DesignToolbar.tsx';
import { LayersPanel, layerNameProblem } from '../../../../src/features/designer/editor/LayersPanel.tsx';
import { fontOptions } from '../../../../src/features/designer/editor/nodeProperties.tsx';
import { PropertiesPanel } from '../../../../src/features/designer/editor/PropertiesPanel.tsx';
import { parseNumber } from '../../../../src/features/designer/editor/propertyFields.tsx';

const base = { rotation: 0, opacity: 1, locked: false, hidden: false };
const text = (id: string, patch: Partial<TextNode> = {}): TextNode => ({
  ...base,
  id,
  name: `Text ${id}`,
  kind: 'text',
  x: 10,
  y: 20,
  text: 'Hello',
  fontFamily: 'georgia',
  fontSize: 48,
  fontStyle: 'bold',
  fill: '#112233',
  align: 'center',
  lineHeight: 1.2,
  width: 200,
  ...patch,
});
const rect = (id: string, patch: Partial<RectNode> = {}): RectNode => ({
  ...base,
  id,
  name: `Shape ${id}`,
  kind: 'rect',
  x: 0,
  y: 0,
  width: 100,
  height: 50,
  fill: '#FF0000',
  stroke: '',
  strokeWidth: 0,
  cornerRadius: 0,
  ...patch,
});
const doc = (nodes: DesignNode[]): DesignDoc => ({ width: 1080, height: 1080, background: '#FFFFFF', nodes });
const nothing = () => undefined;
const brand = { colors: ['#1F6FEB', '#F59E0B'], headingFont: 'georgia', bodyFont: 'humanist' };

/** The attributes of the button whose aria-label is `label`. */
function buttonTag(html: string, label: string): string {
  const at = html.indexOf(`aria-label="${label}"`);
  expect(at, label).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf('<button', at), html.indexOf('>', at) + 1);
}

describe('the layers panel', () => {
  const layers = (nodes: DesignNode[], selection: string[] = []) =>
    renderToStaticMarkup(
      <LayersPanel doc={doc(nodes)} selection={selection} onSelect={nothing} onEdit={nothing} />,
    );

  it('lists the layers top-most first, the selected one pressed', () => {
    const html = layers([rect('a'), text('b'), rect('c')], ['b']);
    const order = ['Shape c', 'Text b', 'Shape a'].map((name) => html.indexOf(`>${name}<`));
    expect(order.every((at) => at > -1)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    expect(html).toMatch(/aria-pressed="true"[^>]*>(?:(?!<\/button>).)*Text b/);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
  });

  it('names each toggle for its layer and what it will do', () => {
    const html = layers([
      text('1', { name: 'Text 1' }),
      rect('2', { name: 'Box', hidden: true, locked: true }),
    ]);
    for (const label of [
      layerWords.hide('Text 1'),
      layerWords.lock('Text 1'),
      layerWords.show('Box'),
      layerWords.unlock('Box'),
      layerWords.rename('Text 1'),
    ]) {
      buttonTag(html, label);
    }
    expect(html).toContain(`, ${layerWords.hidden}`);
    expect(html).toContain(`, ${layerWords.locked}`);
  });

  it('offers no move past the ends of the stack, and none for a locked layer', () => {
    const html = layers([
      rect('a', { name: 'Bottom' }),
      rect('b', { name: 'Middle' }),
      rect('c', { name: 'Top' }),
    ]);
    expect(buttonTag(html, layerWords.moveUp('Top'))).toContain('disabled=""');
    expect(buttonTag(html, layerWords.moveDown('Top'))).not.toContain('disabled=""');
    expect(buttonTag(html, layerWords.moveDown('Bottom'))).toContain('disabled=""');
    expect(buttonTag(html, layerWords.moveUp('Middle'))).not.toContain('disabled=""');
    const locked = layers([
      rect('a', { name: 'Bottom' }),
      rect('b', { name: 'Held', locked: true }),
      rect('c'),
    ]);
    expect(buttonTag(locked, layerWords.moveUp('Held'))).toContain('disabled=""');
  });

  it('says what to do when there are no layers', () => {
    expect(layers([])).toContain(layerWords.empty);
  });

  it('refuses an empty or too long name with a message', () => {
    expect(layerNameProblem('  ')).toBe(layerWords.nameRequired);
    expect(layerNameProblem('x'.repeat(81))).toBe(layerWords.nameTooLong(80));
    expect(layerNameProblem(' Headline ')).toBeNull();
  });
});

describe('the properties panel', () => {
  const properties = (nodes: DesignNode[], selection: string[]) =>
    renderToStaticMarkup(
      <PropertiesPanel
        doc={doc(nodes)}
        selection={selection}
        brand={brand}
        onEdit={nothing}
        onPickImage={nothing}
      />,
    );

  it('shows the page’s background with the brand colours and its size, read-only, with nothing selected', () => {
    const html = properties([rect('a')], []);
    expect(html).toContain(propertyWords.background);
    expect(html).toContain(`aria-label="${propertyWords.useColour('#1F6FEB')}"`);
    expect(html).toContain('value="#FFFFFF"');
    expect(html).toContain('Square post, 1080 × 1080 px');
  });

  it('shows a text’s font with the brand’s fonts first, its size, style, alignment and colour', () => {
    const html = properties([text('t')], ['t']);
    const heading = html.indexOf(propertyWords.brandHeading('Georgia (serif)'));
    const body = html.indexOf(propertyWords.brandBody('Humanist sans (Verdana, Tahoma)'));
    const other = html.indexOf('System sans-serif');
    expect(heading).toBeGreaterThan(-1);
    expect(body).toBeGreaterThan(heading);
    expect(other).toBeGreaterThan(body);
    expect(html).toContain('value="48"');
    expect(buttonTag(html, propertyWords.bold)).toContain('aria-pressed="true"');
    expect(buttonTag(html, propertyWords.italic)).toContain('aria-pressed="false"');
    expect(buttonTag(html, propertyWords.alignTextLabel.center)).toContain('aria-pressed="true"');
    expect(html).toContain(propertyWords.textColour);
    expect(html).toContain(propertyWords.arrangeTitle);
  });

  it('says a locked layer cannot be changed and offers no fields for it', () => {
    const html = properties([text('t', { locked: true })], ['t']);
    expect(html).toContain(propertyWords.locked);
    expect(html).not.toContain(propertyWords.font);
    expect(html).not.toContain(propertyWords.delete);
  });

  it('offers the shared colour and opacity, align and order for several layers', () => {
    const html = properties([rect('a'), rect('b', { fill: '#00FF00', opacity: 1 })], ['a', 'b']);
    expect(html).toContain(propertyWords.severalTitle(2));
    expect(html).toContain(propertyWords.alignToEachOther);
    for (const label of [
      ...Object.values(propertyWords.alignEdge),
      ...Object.values(propertyWords.order),
      propertyWords.duplicate,
      propertyWords.delete,
    ]) {
      expect(html).toContain(`>${label}<`);
    }
    // Different fills: the hex field is empty; the same opacity shows.
    expect(html).toMatch(/placeholder="—"/);
    expect(html).toContain('value="100"');
  });

  it('reads a number typed with a comma or spaces, and refuses anything else or out of range', () => {
    expect(parseNumber(' 12,5 ', 0, 100)).toBe(12.5);
    expect(parseNumber('-3', -10, 10)).toBe(-3);
    expect(parseNumber('101', 0, 100)).toBeNull();
    expect(parseNumber('12px', 0, 100)).toBeNull();
    expect(parseNumber('', 0, 100)).toBeNull();
    expect(parseNumber('1e3', 0, 10_000)).toBeNull();
  });

  it('offers one brand entry when the heading and body fonts are the same', () => {
    const options = fontOptions({ headingFont: 'georgia', bodyFont: 'georgia' });
    expect(options[0]).toEqual({ id: 'georgia', label: propertyWords.brandBoth('Georgia (serif)') });
    expect(options.filter((option) => option.id === 'georgia')).toHaveLength(1);
    expect(options).toHaveLength(7);
  });
});

describe('the toolbar', () => {
  const props: DesignToolbarProps = {
    canUndo: true,
    canRedo: false,
    zoom: 0.5,
    saveStatus: { text: 'All changes saved', tone: 'ok' },
    hasLogo: false,
    onUndo: nothing,
    onRedo: nothing,
    onAddText: nothing,
    onAddRect: nothing,
    onAddEllipse: nothing,
    onAddImage: nothing,
    onAddLogo: nothing,
    onZoom: nothing,
    onFit: nothing,
    onExport: nothing,
  };

  it('names undo and redo with their shortcuts, redo unavailable when there is nothing to redo', () => {
    const html = renderToStaticMarkup(<DesignToolbar {...props} />);
    expect(buttonTag(html, toolbarWords.undo)).toContain(`title="${toolbarWords.undoTitle}"`);
    expect(buttonTag(html, toolbarWords.undo)).not.toContain('disabled=""');
    expect(buttonTag(html, toolbarWords.redo)).toContain('disabled=""');
  });

  it('keeps the logo button reachable but unavailable, with the reason, when the account has no logo', () => {
    const html = renderToStaticMarkup(<DesignToolbar {...props} />);
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain(toolbarWords.noLogo);
    const withLogo = renderToStaticMarkup(<DesignToolbar {...props} hasLogo />);
    expect(withLogo).not.toContain('aria-disabled');
    expect(withLogo).not.toContain(toolbarWords.noLogo);
  });

  it('shows the zoom and the save status in a polite live region', () => {
    const html = renderToStaticMarkup(<DesignToolbar {...props} />);
    expect(html).toContain('50 %');
    expect(html).toMatch(/role="status" aria-live="polite"[^>]*>.*All changes saved/);
  });
});
