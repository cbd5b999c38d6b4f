/**
 * The statechart viewer (issue 7), at /statecharts for staff and in development builds (see
 * `canOpenStaffRoute` in src/domain/routeGuards.ts). Lists every machine of machines/catalogue.ts and draws the
 * chosen one: View (the chart), Live (the app's running actor), Simulate (a sandbox actor), Coverage (what the
 * last model-based run covered). Exports the same Mermaid text and Stately JSON as docs/statecharts, and the drawn
 * SVG.
 *
 * Loaded lazily (src/app/pages.tsx): customers never download it, nor elkjs.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { catalogue, type CatalogueEntry } from '../../../machines/catalogue.ts';
import { exportForStately } from '../../../machines/statelyExport.ts';
import { mermaidStateDiagram } from '../../../scripts/mermaid.ts';
import { LivePanel } from './live/index.ts';
import { SimulatePanel } from './simulate/index.ts';
import { StatechartSvg } from './StatechartSvg.tsx';
import type { ChartHighlight } from './types.ts';

export const TABS = ['View', 'Live', 'Simulate', 'Coverage'] as const;
export type Tab = (typeof TABS)[number];

const MACHINE_PARAM = 'machine';

function initialEntry(): CatalogueEntry {
  const id = new URLSearchParams(window.location.search).get(MACHINE_PARAM);
  return catalogue.find((entry) => entry.id === id) ?? catalogue[0]!;
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function StatechartsPage() {
  const [entry, setEntry] = useState<CatalogueEntry>(initialEntry);
  const [tab, setTab] = useState<Tab>('View');
  const chartRef = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState('');

  const choose = (next: CatalogueEntry) => {
    setEntry(next);
    setNotice('');
    const url = new URL(window.location.href);
    url.searchParams.set(MACHINE_PARAM, next.id);
    window.history.replaceState(window.history.state, '', url);
  };

  const mermaid = mermaidStateDiagram(entry.machine);
  const copyMermaid = async () => {
    try {
      await navigator.clipboard.writeText(mermaid);
      setNotice('Mermaid copied to the clipboard.');
    } catch {
      setNotice('The browser did not allow copying: use Download Mermaid.');
    }
  };
  const downloadSvg = () => {
    const svg = chartRef.current?.querySelector('svg[data-statechart]');
    if (!svg) {
      setNotice('The chart is not drawn yet.');
      return;
    }
    const text = new XMLSerializer().serializeToString(svg);
    download(`${entry.id}.svg`, 'image/svg+xml', `<?xml version="1.0" encoding="UTF-8"?>\n${text}\n`);
  };

  const render = useCallback(
    (highlight: ChartHighlight): ReactNode => <StatechartSvg entry={entry} highlight={highlight} />,
    [entry],
  );

  return (
    <div className="mx-auto flex w-full max-w-[1600px] flex-col gap-4 p-4 lg:flex-row">
      <nav aria-label="Machines" className="lg:w-72 lg:shrink-0">
        <h1 className="mb-2 text-xl font-semibold text-slate-900">Statecharts</h1>
        <ul className="flex max-h-[80vh] flex-col gap-1 overflow-auto">
          {catalogue.map((candidate) => (
            <li key={candidate.id}>
              <button
                type="button"
                data-machine={candidate.id}
                aria-current={candidate.id === entry.id ? 'true' : undefined}
                onClick={() => choose(candidate)}
                className={`w-full rounded px-2 py-1.5 text-left hover:bg-slate-100 ${
                  candidate.id === entry.id ? 'bg-indigo-50 ring-1 ring-indigo-300' : ''
                }`}
              >
                <span className="block font-medium text-slate-900">{candidate.title}</span>
                <span className="block text-xs text-slate-600">{candidate.purpose}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="statechart-heading" className="min-w-0 flex-1">
        <header className="mb-3 flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id="statechart-heading" className="text-lg font-semibold text-slate-900">
              {entry.title} <code className="text-sm text-slate-500">{entry.id}</code>
            </h2>
            <p className="text-sm text-slate-600">{entry.purpose}</p>
          </div>
          <div className="flex flex-wrap gap-2 text-sm">
            <button
              type="button"
              className="rounded border border-slate-300 px-2 py-1"
              onClick={() => void copyMermaid()}
            >
              Copy Mermaid
            </button>
            <button
              type="button"
              className="rounded border border-slate-300 px-2 py-1"
              onClick={() => download(`${entry.id}.mmd`, 'text/plain', mermaid)}
            >
              Download Mermaid
            </button>
            <button type="button" className="rounded border border-slate-300 px-2 py-1" onClick={downloadSvg}>
              Download SVG
            </button>
            <button
              type="button"
              className="rounded border border-slate-300 px-2 py-1"
              onClick={() =>
                download(
                  `${entry.id}.stately.json`,
                  'application/json',
                  `${JSON.stringify(exportForStately(entry.machine).json, null, 2)}\n`,
                )
              }
            >
              Download for Stately
            </button>
          </div>
        </header>
        <p role="status" className="min-h-5 text-sm text-slate-600">
          {notice}
        </p>
        <div role="tablist" aria-label="Mode" className="mb-3 flex gap-1 border-b border-slate-200">
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`statechart-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="statechart-panel"
              onClick={() => setTab(name)}
              className={`-mb-px border-b-2 px-3 py-1.5 text-sm ${
                tab === name
                  ? 'border-indigo-600 font-medium text-indigo-700'
                  : 'border-transparent text-slate-600'
              }`}
            >
              {name}
            </button>
          ))}
        </div>
        <div
          id="statechart-panel"
          role="tabpanel"
          aria-labelledby={`statechart-tab-${tab}`}
          ref={chartRef}
          key={`${entry.id}:${tab}`}
        >
          {tab === 'View' && <StatechartSvg entry={entry} />}
          {tab === 'Live' && <LivePanel entry={entry} render={render} />}
          {tab === 'Simulate' && <SimulatePanel entry={entry} render={render} />}
          {tab === 'Coverage' && <CoveragePanel entry={entry} />}
        </div>
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer text-slate-700">Mermaid source</summary>
          <pre data-mermaid={entry.id} className="mt-2 overflow-auto rounded bg-slate-50 p-2 text-xs">
            {mermaid}
          </pre>
        </details>
      </section>
    </div>
  );
}

interface CoverageRow {
  id: string;
  coveredStates?: string[];
  coveredTransitions?: string[];
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
}

type CoverageState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; machines: CoverageRow[] };

/** The coverage report of the last `npm run test:model`, from GET /dev/model-coverage. */
function useCoverageReport(): CoverageState {
  const [state, setState] = useState<CoverageState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/dev/model-coverage', { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as {
          message?: string;
          data?: { machines?: CoverageRow[] } | null;
        } | null;
        if (!response.ok || !body?.data?.machines) {
          setState({
            kind: 'error',
            message: body?.message ?? `The coverage report is unavailable (${response.status}).`,
          });
          return;
        }
        setState({ kind: 'ready', machines: body.data.machines });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', message: String(error) });
      });
    return () => controller.abort();
  }, []);
  return state;
}

function CoveragePanel({ entry }: { entry: CatalogueEntry }) {
  const report = useCoverageReport();
  if (report.kind === 'loading') return <p className="text-slate-600">Loading the coverage report…</p>;
  if (report.kind === 'error') {
    return (
      <p role="alert" className="text-amber-800">
        {report.message}
      </p>
    );
  }
  const row = report.machines.find((machine) => machine.id === entry.id);
  if (!row?.coveredStates || !row.coveredTransitions) {
    return (
      <p role="alert" className="text-amber-800">
        The coverage report has no covered lists for {entry.id}: run npm run test:model again.
      </p>
    );
  }
  const highlight: ChartHighlight = {
    coverage: { states: new Set(row.coveredStates), transitions: new Set(row.coveredTransitions) },
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">
        States {row.states.covered}/{row.states.total}, transitions {row.transitions.covered}/
        {row.transitions.total} covered by the last model-based run.
      </p>
      <StatechartSvg entry={entry} highlight={highlight} />
    </div>
  );
}
