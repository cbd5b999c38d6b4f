/**
 * The model run's report: per machine, the state nodes and transitions the replayed paths covered, how many reached
 * states an oracle checked against the spec, the table `npm run test:model` prints and its small HTML page.
 */
import type { CatalogueEntry } from '../../machines/catalogue.ts';
import { allStateNodes, allTransitionKeys } from '../../machines/chartModel.ts';
import type { Coverage, GeneratedPaths, ReplayResult } from './harness.ts';
import type { OracleTally } from './oracle.ts';

export interface MachineCoverage {
  id: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  /** State node ids entered (machines/chartModel.ts names): what the viewer's coverage overlay draws. */
  coveredStates: string[];
  /** Transition keys taken (`transitionKey`): what the viewer's coverage overlay draws. */
  coveredTransitions: string[];
  paths: { shortest: number; simple: number; replayed: number; infeasible: number };
  vertices: number;
  failures: string[];
  /** Reached states (state values), and those a spec expectation of the machine's oracle checked. */
  oracle: { reached: number; specChecked: number };
}

export function measure(
  entry: CatalogueEntry,
  coverage: Coverage,
  generated: readonly GeneratedPaths[],
  results: readonly ReplayResult[],
  tally?: OracleTally,
): MachineCoverage {
  const states = allStateNodes(entry.machine).map((node) => node.id);
  const transitions = allTransitionKeys(entry.machine);
  const sum = (pick: (g: GeneratedPaths) => number) => generated.reduce((total, g) => total + pick(g), 0);
  return {
    id: entry.id,
    states: {
      covered: states.filter((id) => coverage.states.has(id)).length,
      total: states.length,
      missing: states.filter((id) => !coverage.states.has(id)),
    },
    transitions: {
      covered: transitions.filter((key) => coverage.transitions.has(key)).length,
      total: transitions.length,
      missing: transitions.filter((key) => !coverage.transitions.has(key)),
    },
    coveredStates: states.filter((id) => coverage.states.has(id)),
    coveredTransitions: transitions.filter((key) => coverage.transitions.has(key)),
    paths: {
      shortest: sum((g) => g.shortest.length),
      simple: sum((g) => g.simple.length),
      replayed: sum((g) => g.replayed.length),
      infeasible: results.filter((result) => result.status === 'infeasible').length,
    },
    vertices: sum((g) => g.vertices),
    failures: results.flatMap((result) => (result.status === 'failed' ? [result.message] : [])),
    oracle: { reached: tally?.reached.size ?? 0, specChecked: tally?.specChecked.size ?? 0 },
  };
}

const percent = (covered: number, total: number) =>
  total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10;

export function formatTable(rows: readonly MachineCoverage[]): string {
  const header = [
    'machine',
    'states',
    'transitions',
    'paths: shortest+simple → replayed',
    'cut by time',
    'vertices',
    'oracle: spec-checked/reached states',
  ];
  const body = rows.map((row) => [
    row.id,
    `${row.states.covered}/${row.states.total} (${percent(row.states.covered, row.states.total)}%)`,
    `${row.transitions.covered}/${row.transitions.total} (${percent(row.transitions.covered, row.transitions.total)}%)`,
    `${row.paths.shortest}+${row.paths.simple} → ${row.paths.replayed}`,
    String(row.paths.infeasible),
    String(row.vertices),
    `${row.oracle.specChecked}/${row.oracle.reached}`,
  ]);
  return markdownTable(header, body);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The small HTML report of `npm run test:model`: the table, and what each machine left uncovered. */
export function coverageHtml(rows: readonly MachineCoverage[]): string {
  const cell = (f: { covered: number; total: number }) =>
    `${f.covered}/${f.total} (${percent(f.covered, f.total)}%)`;
  const body = rows
    .map(
      (row) =>
        `<tr${isComplete(row) ? '' : ' class="low"'}><th scope="row">${escapeHtml(row.id)}</th><td>${cell(row.states)}</td><td>${cell(row.transitions)}</td><td>${row.paths.replayed}</td><td>${row.failures.length}</td></tr>`,
    )
    .join('\n');
  const missing = rows
    .filter((row) => row.states.missing.length + row.transitions.missing.length > 0)
    .map(
      (row) =>
        `<h2>${escapeHtml(row.id)}</h2><ul>${[...row.states.missing, ...row.transitions.missing].map((item) => `<li><code>${escapeHtml(item)}</code></li>`).join('')}</ul>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Model coverage</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}.low{color:#b91c1c}</style>
</head><body><h1>Model coverage (machine level)</h1>
<table><thead><tr><th scope="col">machine</th><th scope="col">states</th><th scope="col">transitions</th><th scope="col">paths replayed</th><th scope="col">failures</th></tr></thead>
<tbody>${body}</tbody></table>
${missing || '<p>Every state and transition of every machine is covered.</p>'}
</body></html>
`;
}

/** A Markdown table with padded columns (the coverage tables of both model runs). */
export function markdownTable(header: readonly string[], body: readonly string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...body.map((line) => line[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

export function isComplete(row: MachineCoverage): boolean {
  return (
    row.failures.length === 0 &&
    row.states.covered === row.states.total &&
    row.transitions.covered === row.transitions.total
  );
}
