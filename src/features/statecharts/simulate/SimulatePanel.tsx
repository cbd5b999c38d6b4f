/**
 * Simulate mode (issue 7): a standalone copy of the machine with its actors faked (./simulation.ts). The events
 * possible from the current state are buttons; the log can step back (rebuild and replay all but the last step).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CatalogueEntry } from '../../../../machines/catalogue.ts';
import type { ChartHighlight } from '../types.ts';
import { replay, stepBack, type Simulation, type SimulationStep } from './simulation.ts';

export interface SimulatePanelProps {
  entry: CatalogueEntry;
  render: (highlight: ChartHighlight) => ReactNode;
}

const kindStyle: Record<SimulationStep['kind'], string> = {
  event: 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  done: 'border-emerald-300 bg-emerald-50 text-emerald-900 hover:bg-emerald-100',
  error: 'border-rose-300 bg-rose-50 text-rose-900 hover:bg-rose-100',
  after: 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100',
};

export function SimulatePanel({ entry, render }: SimulatePanelProps) {
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  const [, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const current = useRef<Simulation | null>(null);

  const swap = useCallback((next: Simulation | null) => {
    if (current.current && current.current !== next) current.current.stop();
    current.current = next;
    setSimulation(next);
    setVersion((v) => v + 1);
  }, []);

  const restart = useCallback(() => {
    setProblem(null);
    setBusy(true);
    replay(entry, [])
      .then(swap)
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
      .finally(() => setBusy(false));
  }, [entry, swap]);

  useEffect(() => {
    restart();
    return () => {
      current.current?.stop();
      current.current = null;
    };
  }, [restart]);

  const run = (work: () => Promise<Simulation | null>) => {
    setProblem(null);
    setBusy(true);
    work()
      .then((next) => {
        if (next) swap(next);
        else setVersion((v) => v + 1);
      })
      .catch((error: unknown) => {
        setProblem(error instanceof Error ? error.message : String(error));
        setVersion((v) => v + 1);
      })
      .finally(() => setBusy(false));
  };

  const apply = (step: SimulationStep) => {
    if (!simulation) return;
    run(async () => {
      await simulation.apply(step);
      return null;
    });
  };

  const back = () => {
    if (!simulation || simulation.log.length === 0) return;
    run(() => stepBack(simulation));
  };

  const steps = simulation ? simulation.possibleSteps() : [];
  const log = simulation ? [...simulation.log] : [];
  const active = simulation ? simulation.activeStates : null;
  const last = simulation ? simulation.lastTransitions : null;
  const status = simulation ? simulation.snapshot.status : null;
  const activeKey = active ? [...active].join('|') : '';
  const lastKey = last ? [...last].join('|') : '';
  const highlight = useMemo<ChartHighlight>(
    () => ({
      active: new Set(activeKey ? activeKey.split('|') : []),
      lastTransitions: new Set(lastKey ? lastKey.split('|') : []),
    }),
    [activeKey, lastKey],
  );

  return (
    <div className="flex flex-col gap-3" data-testid="simulate-panel">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={back}
          disabled={busy || log.length === 0}
          className="rounded border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 hover:bg-slate-50 disabled:opacity-50"
        >
          Step back
        </button>
        <button
          type="button"
          onClick={restart}
          disabled={busy}
          className="rounded border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 hover:bg-slate-50 disabled:opacity-50"
        >
          Restart
        </button>
        {simulation ? (
          <span className="text-xs text-slate-600">
            Simulated time {simulation.time} ms · {status}
            {simulation.input !== undefined ? ` · input ${JSON.stringify(simulation.input)}` : ''}
          </span>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-rose-700">
          {problem}
        </p>
      ) : null}
      {active ? (
        <p className="text-xs text-slate-600" data-testid="simulate-state">
          Active: <span className="font-mono">{[...active].join(', ')}</span>
        </p>
      ) : null}
      <section aria-label="Possible events" className="flex flex-col gap-1">
        <h3 className="text-sm font-medium text-slate-700">Possible events</h3>
        {steps.length === 0 ? (
          <p className="text-sm text-slate-600">
            {status === 'done' ? 'The machine has reached a final state.' : 'No event is possible from here.'}
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {steps.map((step, index) => (
              <li key={`${index}:${step.label}`}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => apply(step)}
                  className={`rounded border px-2 py-1 font-mono text-xs disabled:opacity-50 ${kindStyle[step.kind]}`}
                >
                  {step.label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label="Event log" className="flex flex-col gap-1">
        <h3 className="text-sm font-medium text-slate-700">Event log</h3>
        {log.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing yet: press an event.</p>
        ) : (
          <ol className="list-decimal pl-5 font-mono text-xs text-slate-700">
            {log.map((step, index) => (
              <li key={index}>{step.label}</li>
            ))}
          </ol>
        )}
      </section>
      {render(highlight)}
    </div>
  );
}
