/**
 * Progress bars (issue 14). `TopProgressBar` is spec 9's bar at the top of the screen, a projection of the progress
 * bar machine (machines/progressBar.machine.ts): it creeps towards the hold point over the spec's duration, pulses
 * while it holds, then fills and fades. `ProgressBar` is a determinate bar with a label (setup progress, uploads).
 */
import type { CSSProperties } from 'react';
import { timings } from '../domain/constants.ts';
import {
  PROGRESS_BAR_FADE_MS,
  PROGRESS_BAR_HOLD_PERCENT,
  PROGRESS_BAR_LABEL,
  PROGRESS_BAR_START_PERCENT,
} from '../domain/progressBar.ts';

export type TopProgressPhase = 'hidden' | 'creeping' | 'stalled' | 'complete';

export function TopProgressBar({ phase }: { phase: TopProgressPhase }) {
  if (phase === 'hidden') return null;
  const style: CSSProperties & Record<'--progress-from' | '--progress-to', string> = {
    '--progress-from': `${PROGRESS_BAR_START_PERCENT}%`,
    '--progress-to': `${PROGRESS_BAR_HOLD_PERCENT}%`,
    ...(phase === 'creeping'
      ? {
          animation: `progress-creep ${timings.progressBarDuration}ms cubic-bezier(0.1, 0.6, 0.3, 1) forwards`,
        }
      : phase === 'stalled'
        ? { width: `${PROGRESS_BAR_HOLD_PERCENT}%` }
        : {
            width: '100%',
            opacity: 0,
            transition: `width 150ms ease-out, opacity ${PROGRESS_BAR_FADE_MS}ms ease-in`,
          }),
  };
  return (
    <div
      role="progressbar"
      aria-label={PROGRESS_BAR_LABEL}
      aria-busy={phase !== 'complete'}
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      <div
        style={style}
        className={`h-full bg-indigo-600 shadow-[0_0_6px_var(--color-indigo-500)] motion-reduce:animate-none ${
          phase === 'stalled' ? 'animate-pulse' : ''
        }`}
      />
    </div>
  );
}

/** A determinate bar: `value` of `max`, named by `label` and showing the percentage beside it. */
export function ProgressBar({ label, value, max = 100 }: { label: string; value: number; max?: number }) {
  const clamped = Math.min(max, Math.max(0, value));
  const percent = Math.round((clamped / max) * 100);
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="text-slate-600">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
