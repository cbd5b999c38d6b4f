/**
 * Model-based tests for every machine of machines/catalogue.ts: paths generated from the machine graph are replayed
 * on real actors (fake actors, SimulatedClock); coverage of state nodes and transitions must be 100%. Every state a
 * path reaches is also judged by the machine's oracle (oracles/<machine>.ts), written from the product spec: a
 * machine without an oracle fails the run.
 * Writes the coverage table to test-results/model-coverage.json and prints it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../machines/catalogue.ts';
import {
  emptyCoverage,
  coverageHtml,
  formatTable,
  generatePaths,
  isComplete,
  measure,
  replayPath,
  type GeneratedPaths,
  type MachineCoverage,
  type ReplayResult,
} from './harness.ts';
import { checkObservation, emptyTally } from './oracle.ts';
import { oracleFor } from './oracles/index.ts';

const report: MachineCoverage[] = [];

afterAll(() => {
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/model-coverage.json', `${JSON.stringify({ machines: report }, null, 2)}\n`);
  writeFileSync('test-results/model-coverage.html', coverageHtml(report));
  console.log(`\nModel coverage (test-results/model-coverage.json, .html)\n${formatTable(report)}\n`);
});

describe.each(catalogue.map((entry) => [entry.id, entry] as const))('machine %s', (_id, entry) => {
  const inputs = entry.inputs && entry.inputs.length > 0 ? entry.inputs : [undefined];
  const coverage = emptyCoverage();
  const generated: GeneratedPaths[] = [];
  const results: ReplayResult[] = [];
  const oracle = oracleFor(entry.id);
  const tally = emptyTally();

  it('is listed under its own id', () => {
    expect(entry.machine.id).toBe(entry.id);
  });

  it('has an oracle written from the spec (test/model/oracles)', () => {
    expect(oracle, `no oracle for machine ${entry.id}: add test/model/oracles/${entry.id}.ts`).toBeDefined();
  });

  it.each(inputs.map((input) => [JSON.stringify(input) ?? 'no input', input] as const))(
    'replays every generated path from input %s on a real actor',
    async (_label, input) => {
      const paths = generatePaths(entry, input);
      generated.push(paths);
      expect(paths.replayed.length).toBeGreaterThan(0);
      expect(oracle, `no oracle for machine ${entry.id}`).toBeDefined();
      const observe = (observation: Parameters<typeof checkObservation>[1]) =>
        checkObservation(oracle!, observation, tally);
      const own: ReplayResult[] = [];
      for (const path of paths.replayed) own.push(await replayPath(entry, input, path, coverage, observe));
      results.push(...own);
      const failures = own.flatMap((result) => (result.status === 'failed' ? [result.message] : []));
      expect(failures, failures.join('\n\n')).toEqual([]);
    },
  );

  it('covers every state node and every transition', () => {
    const row = measure(entry, coverage, generated, results, tally);
    report.push(row);
    expect(row.states.missing, 'state nodes never entered').toEqual([]);
    expect(row.transitions.missing, 'transitions never taken').toEqual([]);
    expect(isComplete(row)).toBe(true);
  });
});
