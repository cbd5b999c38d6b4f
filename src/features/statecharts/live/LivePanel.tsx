/**
 * Live mode (issue 7): the app's actors of one machine, running in this tab or in other tabs of the same origin
 * (src/app/inspection.ts), and the chart drawn with the chosen actor's active states and last transitions.
 */
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { CatalogueEntry } from '../../../../machines/catalogue.ts';
import { inspectionRecorder, isInspectionEnabled, enableInspection } from '../../../app/inspection.ts';
import type { ChartHighlight } from '../types.ts';

export interface LivePanelProps {
  entry: CatalogueEntry;
  render: (highlight: ChartHighlight) => ReactNode;
}

function formatTime(at: number): string {
  return new Date(at).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

export function LivePanel({ entry, render }: LivePanelProps) {
  // The viewer is open only to staff or in development builds: observing this browser's actors is allowed here.
  useEffect(() => {
    if (!isInspectionEnabled()) enableInspection();
  }, []);
  const records = useSyncExternalStore(inspectionRecorder.subscribe, inspectionRecorder.getRecords);
  const actors = useMemo(
    () => records.filter((record) => record.machineId === entry.id),
    [records, entry.id],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = actors.find((record) => record.key === chosen) ?? actors[0] ?? null;
  const highlight = useMemo<ChartHighlight>(
    () =>
      selected
        ? { active: new Set(selected.active), lastTransitions: new Set(selected.lastTransitions) }
        : {},
    [selected],
  );

  return (
    <div className="flex flex-col gap-3" data-testid="live-panel">
      {actors.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 p-3 text-sm text-slate-600">
          No running actor of this machine yet. Use the app in another tab of this browser: its actors appear
          here.
        </p>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-slate-700">
            Running actors of {entry.id} ({actors.length})
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Running actors">
            {actors.map((record) => {
              const here = record.tabId === inspectionRecorder.tabId;
              const isSelected = record.key === selected?.key;
              return (
                <li key={record.key}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => setChosen(record.key)}
                    className={`rounded border px-2 py-1 text-left text-xs ${
                      isSelected
                        ? 'border-indigo-600 bg-indigo-50 text-indigo-900'
                        : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                    }`}
                  >
                    <span className="font-medium">{here ? 'This tab' : 'Other tab'}</span> ·{' '}
                    {record.sessionId} · {record.status} · updated {formatTime(record.updatedAt)}
                  </button>
                </li>
              );
            })}
          </ul>
          {selected ? (
            <p className="text-xs text-slate-600" data-testid="live-state">
              Active: <span className="font-mono">{selected.active.join(', ')}</span>
              {selected.lastEvent ? (
                <>
                  {' '}
                  · last event <span className="font-mono">{selected.lastEvent}</span>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
      )}
      {render(highlight)}
    </div>
  );
}
