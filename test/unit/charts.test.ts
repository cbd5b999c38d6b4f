/** The committed statecharts (docs/statecharts) must be what the machines generate today. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../machines/catalogue.ts';
import {
  CHARTS_DIR,
  STATELY_SUFFIX,
  UI_FLOORS_FILE,
  chartFiles,
  type UiFloors,
  mermaidStateDiagram,
  transitionsTable,
} from '../../scripts/mermaid.ts';

describe('committed statecharts', () => {
  const files = chartFiles(catalogue, JSON.parse(readFileSync(UI_FLOORS_FILE, 'utf8')) as UiFloors);

  it.each([...files.keys()])('%s is up to date', (name) => {
    const path = join(CHARTS_DIR, name);
    expect(existsSync(path), `${path} is missing: run npm run charts`).toBe(true);
    expect(readFileSync(path, 'utf8'), `${path} differs from the machines: run npm run charts`).toBe(
      files.get(name),
    );
  });

  it('has no chart of a machine that is not in the catalogue', () => {
    const stale = readdirSync(CHARTS_DIR).filter(
      (name) => (name.endsWith('.md') || name.endsWith(STATELY_SUFFIX)) && !files.has(name),
    );
    expect(stale, 'stale charts: run npm run charts').toEqual([]);
  });

  it('lists every catalogue machine once, under its own id', () => {
    const ids = catalogue.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of catalogue) expect(entry.machine.id).toBe(entry.id);
  });
});

describe('mermaid generator', () => {
  const machine = setup({
    actors: { loadThing: fromPromise(() => Promise.resolve('thing')) },
    guards: { isReady: () => true, isBig: () => false },
    delays: { retryDelay: 1000 },
  }).createMachine({
    id: 'sample',
    initial: 'idle',
    states: {
      idle: { on: { 'sample.start': { target: 'working', guard: 'isReady' } } },
      working: {
        type: 'parallel',
        states: {
          left: {
            initial: 'loading',
            states: {
              loading: {
                invoke: { id: 'load', src: 'loadThing', onDone: 'loaded', onError: 'failed' },
              },
              failed: { after: { retryDelay: 'loading', 250: 'loaded' } },
              loaded: { type: 'final' },
            },
          },
          right: {
            initial: 'checking',
            states: {
              checking: { always: [{ guard: 'isBig', target: 'big' }, { target: 'small' }] },
              big: {},
              small: {},
            },
          },
        },
        on: { 'sample.cancel': '#sample.idle' },
      },
    },
  });
  const diagram = mermaidStateDiagram(machine);
  const lines = diagram.split('\n').map((line) => line.trim());

  it('starts a state diagram with the initial state', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    expect(lines).toContain('[*] --> sample_idle');
  });

  it('nests compound states and separates parallel regions', () => {
    expect(lines).toContain('state "working" as sample_working {');
    expect(lines).toContain('state "left" as sample_working_left {');
    expect(lines).toContain('[*] --> sample_working_left_loading');
    const left = lines.indexOf('state "left" as sample_working_left {');
    const separator = lines.indexOf('--');
    const right = lines.indexOf('state "right" as sample_working_right {');
    expect(left).toBeGreaterThan(0);
    expect(separator).toBeGreaterThan(left);
    expect(right).toBeGreaterThan(separator);
  });

  it('labels events with guards, delays, always and invoked actors', () => {
    expect(lines).toContain('sample_idle --> sample_working : sample.start [isReady]');
    expect(lines).toContain('sample_working_left_loading --> sample_working_left_loaded : done: loadThing');
    expect(lines).toContain('sample_working_left_loading --> sample_working_left_failed : error: loadThing');
    expect(lines).toContain('sample_working_left_failed --> sample_working_left_loading : after retryDelay');
    expect(lines).toContain('sample_working_left_failed --> sample_working_left_loaded : after 250 ms');
    expect(lines).toContain('sample_working_right_checking --> sample_working_right_big : always [isBig]');
    expect(lines).toContain('sample_working_right_checking --> sample_working_right_small : always');
    expect(lines).toContain('sample_working --> sample_idle : sample.cancel');
  });

  it('ends final states', () => {
    expect(lines).toContain('sample_working_left_loaded --> [*]');
  });

  it('draws one edge per transition target, and balanced braces', () => {
    const edges = lines.filter((line) => / --> /.test(line) && !line.includes('[*]'));
    const rows = transitionsTable(machine).split('\n').slice(2);
    expect(edges).toHaveLength(rows.length);
    expect(lines.filter((line) => line.endsWith('{'))).toHaveLength(
      lines.filter((line) => line === '}').length,
    );
  });
});
