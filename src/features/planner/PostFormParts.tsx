/**
 * The parts of a post's form the planner's edit modal and the full-page post editor (issue 19) share: where to
 * publish (the five networks of spec 9; only the account's connected ones can be chosen, a chosen one that was
 * disconnected can still be taken off) and the schedule's date and time in the account's time zone (both empty: the
 * post stays unscheduled).
 */
import { useId, type ReactNode } from 'react';
import { api } from '../../api/index.ts';
import { socialLinks } from '../../api/queries/socialLinks.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { socialCalls } from '../../api/social.ts';
import { SOCIAL_PROVIDERS } from '../../domain/posts.ts';
import { inputClass } from '../../ui/Field.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';

const calls = socialCalls(api);

/** The schedule's two inputs: the draft's part each edits, its input type and its label. */
const SCHEDULE_INPUTS = [
  { part: 'day', type: 'date', label: 'Date' },
  { part: 'time', type: 'time', label: 'Time' },
] as const;

/**
 * "Publish to": the account's social links from the data cache (a disconnect, here or found by the auto-disconnect
 * check, loads them again).
 */
export function ChannelChoices({
  accountId,
  channels,
  disabled,
  onChange,
  className = '',
}: {
  accountId: number;
  channels: readonly number[];
  disabled: boolean;
  onChange: (channels: number[]) => void;
  className?: string;
}) {
  const id = useId();
  const { state: links, retry } = useQuery(socialLinks.query(calls, accountId));
  const connected = new Set(
    links.status === 'loaded'
      ? links.data.filter((link) => link.connected).map((link) => link.provider_Id)
      : [],
  );
  const toggle = (providerId: number, checked: boolean) => {
    const others = channels.filter((channel) => channel !== providerId);
    onChange(checked ? [...others, providerId] : others);
  };
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">Publish to</legend>
      {links.status === 'loading' ? (
        <p role="status" className="mt-1 text-xs text-slate-600">
          Loading your social accounts...
        </p>
      ) : null}
      {links.status === 'failed' ? (
        <p className="mt-1 text-xs text-red-700">
          Your social accounts could not be loaded.{' '}
          <button type="button" onClick={retry} className="font-medium underline">
            Try again
          </button>
        </p>
      ) : null}
      <ul className="mt-1 grid gap-1 sm:grid-cols-2">
        {SOCIAL_PROVIDERS.map((provider) => {
          const checked = channels.includes(provider.id);
          const available = connected.has(provider.id);
          const inputId = `${id}-channel-${provider.id}`;
          return (
            <li key={provider.id} className="flex items-center gap-2 text-sm">
              <input
                id={inputId}
                type="checkbox"
                checked={checked}
                // A chosen network that is no longer connected can still be taken off.
                disabled={!available && !checked}
                aria-describedby={available ? undefined : `${inputId}-hint`}
                onChange={(event) => toggle(provider.id, event.target.checked)}
                className="h-4 w-4 rounded border-slate-300 text-indigo-600 disabled:opacity-50"
              />
              <label
                htmlFor={inputId}
                className={`inline-flex items-center gap-1.5 ${available ? 'text-slate-800' : 'text-slate-500'}`}
              >
                <NetworkIcon providerId={provider.id} size="xs" />
                {provider.name}
              </label>
              {!available && links.status === 'loaded' ? (
                <span id={`${inputId}-hint`} className="text-xs text-slate-600">
                  Not connected
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** "Schedule": the date and time inputs, and `children` beside them (the full editor's "Next free slot"). */
export function ScheduleInputs({
  day,
  time,
  timeZone,
  disabled,
  onChange,
  className = '',
  children,
}: {
  day: string;
  time: string;
  timeZone: string;
  disabled: boolean;
  onChange: (part: 'day' | 'time', value: string) => void;
  className?: string;
  children?: ReactNode;
}) {
  const id = useId();
  const values = { day, time };
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">Schedule</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Times are in {timeZone}. Leave both empty to keep the post unscheduled.
      </p>
      <div className="mt-1 flex flex-wrap items-end gap-3">
        {SCHEDULE_INPUTS.map(({ part, type, label }) => (
          <div key={part}>
            <label htmlFor={`${id}-${part}`} className="block text-xs font-medium text-slate-700">
              {label} ({timeZone})
            </label>
            <input
              id={`${id}-${part}`}
              type={type}
              value={values[part]}
              aria-describedby={`${id}-hint`}
              onChange={(event) => onChange(part, event.target.value)}
              className={inputClass}
            />
          </div>
        ))}
        {children}
      </div>
    </fieldset>
  );
}
