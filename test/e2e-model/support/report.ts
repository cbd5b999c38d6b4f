/** The UI-level coverage table (terminal) and the small HTML report of `npm run test:e2e:model`. */
import { markdownTable } from '../../model/harness.ts';

export interface Figure {
  covered: number;
  total: number;
  percent: number;
}

export interface UiCoverageRow {
  machine: string;
  states: Figure;
  transitions: Figure;
  /** States whose page assertion ran and held at least once. */
  assertedStates: number;
  /** States the model maps to a page assertion. */
  mappedStates: number;
  paths: { generated: number; walkable: number; selected: number; passed: number };
  coveredTransitions: string[];
  coveredStates: string[];
  /** Transitions not covered that no walkable path takes, and why. */
  unwalkable: { transition: string; reason: string }[];
}

export interface UiCoverageReport {
  generatedAt: string;
  status: string;
  baseline: Record<string, { states: number; transitions: number }>;
  drops: string[];
  rows: UiCoverageRow[];
}

const figure = (f: Figure) => `${f.covered}/${f.total} (${f.percent}%)`;

export function formatRows(rows: readonly UiCoverageRow[]): string {
  const header = [
    'machine',
    'states',
    'transitions',
    'asserted on page',
    'paths walked',
    'generated → walkable',
  ];
  const body = rows.map((row) => [
    row.machine,
    figure(row.states),
    figure(row.transitions),
    `${row.assertedStates}/${row.states.total}`,
    `${row.paths.passed}/${row.paths.selected}`,
    `${row.paths.generated} → ${row.paths.walkable}`,
  ]);
  return markdownTable(header, body);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function renderHtml(report: UiCoverageReport): string {
  const rows = report.rows
    .map((row) => {
      const floor = report.baseline[row.machine];
      const low = floor
        ? row.transitions.percent < floor.transitions || row.states.percent < floor.states
        : true;
      return `<tr${low ? ' class="low"' : ''}><th scope="row"><a href="#${escapeHtml(row.machine)}">${escapeHtml(row.machine)}</a></th><td>${figure(row.states)}</td><td>${figure(row.transitions)}</td><td>${row.assertedStates}/${row.states.total}</td><td>${row.paths.passed}/${row.paths.selected}</td><td>${floor ? `${floor.states}% / ${floor.transitions}%` : 'none'}</td></tr>`;
    })
    .join('\n');
  const details = report.rows
    .map((row) => {
      const missing = row.unwalkable
        .map((item) => `<li><code>${escapeHtml(item.transition)}</code>: ${escapeHtml(item.reason)}</li>`)
        .join('');
      const covered = row.coveredTransitions
        .map((key) => `<li><code>${escapeHtml(key)}</code></li>`)
        .join('');
      return `<section id="${escapeHtml(row.machine)}"><h2>${escapeHtml(row.machine)}</h2>
<p>${row.paths.generated} paths generated, ${row.paths.walkable} walkable in the UI, ${row.paths.selected} walked (${row.paths.passed} passed).</p>
<h3>Not walkable in the UI</h3>${missing ? `<ul>${missing}</ul>` : '<p>Nothing: every transition a generated path takes has a mapping.</p>'}
<details><summary>Transitions the app's actor took (${row.coveredTransitions.length})</summary><ul>${covered}</ul></details></section>`;
    })
    .join('\n');
  const drops = report.drops.length
    ? `<p class="low" role="alert">Below the baseline: ${report.drops.map(escapeHtml).join('; ')}</p>`
    : '<p>Every machine is at or above its baseline.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>UI-level model coverage</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}.low{color:#b91c1c}code{font-size:12px}</style>
</head><body><h1>UI-level model coverage</h1>
<p>Run ${escapeHtml(report.generatedAt)}: ${escapeHtml(report.status)}. Figures are what the app's real actors did in Chromium while the generated paths were walked.</p>
${drops}
<table><thead><tr><th scope="col">machine</th><th scope="col">states</th><th scope="col">transitions</th><th scope="col">asserted on page</th><th scope="col">paths walked</th><th scope="col">baseline (states / transitions)</th></tr></thead>
<tbody>${rows}</tbody></table>
${details}
</body></html>
`;
}
