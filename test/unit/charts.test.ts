/** The committed statecharts (docs/statecharts) must be what the machines generate today. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../machines/catalogue.ts';
import { and, not } from 'xstate';
import { allStateNodes, transitionKey } from '../../machines/chartModel.ts';
import {
  CHARTS_DIR,
  STATELY_SUFFIX,
  UI_FLOORS_FILE,
  chartFiles,
  type UiFloors,
  mermaidStateDiagram,
} from '../../scripts/mermaid.ts';
import { SPLIT_ABOVE_STATES, chartParts, isDrawnInParts } from '../../scripts/mermaidParts.ts';
import {
  actorOutcome,
  guardWords,
  plainText,
  transitionWords,
  words,
  wrap,
} from '../../scripts/chartWords.ts';

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
    on: { 'sample.reset': { description: 'Back to the start; nothing is kept.', target: '.idle' } },
    states: {
      idle: { on: { 'sample.start': { target: 'working', guard: 'isReady' } } },
      working: {
        type: 'parallel',
        states: {
          left: {
            initial: 'loading',
            states: {
              loading: {
                description: 'Loads the thing.',
                invoke: { id: 'load', src: 'loadThing', onDone: 'loaded', onError: 'failed' },
              },
              failed: {
                after: { retryDelay: 'loading', 250: 'loaded' },
                on: { 'sample.giveUp': '#sample.idle' },
              },
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

  it('labels transitions in words: events, guards, delays, eventless and invoked actors', () => {
    expect(lines).toContain('sample_idle --> sample_working : sample start if ready');
    expect(lines).toContain('sample_working_left_loading --> sample_working_left_loaded : thing loaded');
    expect(lines).toContain(
      'sample_working_left_loading --> sample_working_left_failed : loading thing failed',
    );
    expect(lines).toContain(
      'sample_working_left_failed --> sample_working_left_loading : after retry delay<br>(1 s)',
    );
    expect(lines).toContain('sample_working_left_failed --> sample_working_left_loaded : after 250 ms');
    expect(lines).toContain('sample_working_right_checking --> sample_working_right_big : if big');
    expect(lines).toContain('sample_working_right_checking --> sample_working_right_small : otherwise');
  });

  it('uses descriptions: on the arrow after what triggers it, in the box under the name', () => {
    expect(lines).toContain(
      'sample__any --> sample_idle : sample reset: Back to<br>the start#59; nothing<br>is kept.',
    );
    expect(lines).toContain('sample_working_left_loading : Loads the thing.');
  });

  it('draws a transition that leaves a box between the boxes, saying where it starts', () => {
    expect(lines).toContain(
      'sample_working --> sample_idle : • sample cancel<br>• sample give up<br>(from left › failed)',
    );
  });

  it('ends final states', () => {
    expect(lines).toContain('sample_working_left_loaded --> [*]');
  });

  it('puts every transition on an arrow, with balanced braces', () => {
    const arrows = diagram.replace(/<br>/g, ' ').replace(/ {2,}/g, ' ');
    for (const node of allStateNodes(machine)) {
      for (const transition of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
        const words = transitionWords(transition).split(' ').slice(0, 3).join(' ');
        expect(arrows, transitionKey(transition)).toContain(words);
      }
    }
    expect(lines.filter((line) => line.endsWith('{'))).toHaveLength(
      lines.filter((line) => line === '}').length,
    );
  });

  it.each(catalogue.map((entry) => [entry.id, entry.machine] as const))(
    '%s: every state is declared in its box before an arrow names it, and no arrow crosses a box',
    (_, catalogueMachine) => {
      for (const text of [
        mermaidStateDiagram(catalogueMachine),
        ...chartParts(catalogueMachine).map((part) => part.diagram),
      ]) {
        expect(arrowsCrossingBoxes(text)).toEqual([]);
      }
    },
  );
});

/**
 * Arrows naming a state that is not declared, before the arrow, directly in the box (or document) the arrow is
 * written in: Mermaid would place such a state outside its box, or draw the arrow across a box's border.
 */
function arrowsCrossingBoxes(text: string): string[] {
  const problems: string[] = [];
  const blocks: Set<string>[] = [new Set()];
  for (const raw of text.split('\n').slice(1)) {
    const line = raw.trim();
    const declaration = /^state "[^"]*" as (\w+)( \{)?$/.exec(line);
    if (declaration) {
      blocks.at(-1)!.add(declaration[1]!);
      if (declaration[2]) blocks.push(new Set());
    } else if (line === '}') {
      blocks.pop();
    } else if (line === '--') {
      // A new region of the parallel state: its lines name the region's states.
    } else {
      const arrow = /^(\S+) --> (\S+)/.exec(line);
      for (const end of arrow ? [arrow[1]!, arrow[2]!] : []) {
        if (end !== '[*]' && !blocks.at(-1)!.has(end)) problems.push(`${line} (${end})`);
      }
    }
  }
  return problems;
}

describe('plain words', () => {
  it('says what an invoked actor did', () => {
    expect(actorOutcome('loadPosts', 'done')).toBe('posts loaded');
    expect(actorOutcome('loadPosts', 'error')).toBe('loading posts failed');
    expect(actorOutcome('signOut', 'done')).toBe('signed out');
    expect(actorOutcome('fetchCurrentUser', 'error')).toBe('fetching current user failed');
    expect(actorOutcome('postEditor', 'done')).toBe('post editor finished');
  });

  it('reads code names as words', () => {
    expect(words('mfa.digitEntered')).toBe('MFA digit entered');
    expect(words('SESSION_WARNING')).toBe('session warning');
    expect(words('loadManagementUrls')).toBe('load management URLs');
  });

  it('reads guards as conditions', () => {
    expect(guardWords('isPostNeedingApproval')).toBe('post needing approval');
    expect(guardWords(not('isLifted'))).toBe('not lifted');
    expect(guardWords(and(['hasPosts', 'isLifted']))).toBe('has posts and lifted');
  });

  it('keeps Mermaid syntax out of the text and numbers with their units', () => {
    expect(plainText('a; b #c <d> {e} "f" `g`')).toBe('a#59; b #35;c #60;d#62; #123;e#125; #34;f#34; g');
    expect(wrap('asked again every 5 s', 18)).toEqual(['asked again every', '5 s']);
  });
});

describe('charts in parts', () => {
  const planner = catalogue.find((entry) => entry.id === 'planner')!.machine;
  const mfa = catalogue.find((entry) => entry.id === 'mfa')!.machine;

  it('draws a small machine whole', () => {
    expect(isDrawnInParts(mfa)).toBe(false);
    expect(chartParts(mfa).map((part) => part.diagram)).toEqual([mermaidStateDiagram(mfa)]);
  });

  it('draws a big machine as an overview with closed boxes, then a part per box', () => {
    expect(allStateNodes(planner).length - 1).toBeGreaterThan(SPLIT_ABOVE_STATES);
    const parts = chartParts(planner);
    expect(parts.map((part) => part.title)).toEqual([
      'Overview',
      'empty',
      'loaded',
      'loaded › browsing',
      'loaded › selecting',
    ]);
    const overview = parts[0]!.diagram;
    expect(overview).toContain('state "loaded" as planner_loaded\n');
    expect(overview).not.toContain('planner_loaded_browsing');
    expect(overview).toContain('class planner_empty,planner_loaded holder');
    expect(overview).toContain(
      'planner__any --> planner__any : • filter changed<br>• live up<br>• live down',
    );
    expect(overview).toMatch(
      /planner_loaded --> planner_loading : • view changed<br>.*<br>\(all from browsing\)\n/,
    );
    expect(parts[2]!.diagram).toContain('[*] --> planner_loaded_browsing');
  });
});
