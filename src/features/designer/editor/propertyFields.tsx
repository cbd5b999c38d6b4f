/**
 * The properties panel's fields: a number that commits on Enter or leaving the field and refuses a bad number with a
 * message (what was typed stays), a colour from swatches or as hex, and a row of toggle buttons. Each says what it
 * commits; none keeps the document.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { brandKitMessages, HEX_COLOUR, normaliseHex } from '../../../domain/brandKit.ts';
import { propertyWords } from '../../../domain/designEditorWords.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/Field.tsx';

/** A typed number, or null when it is not one within [min, max]. */
export function parseNumber(text: string, min: number, max: number): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

const shown = (value: number | null, decimals: number) =>
  value === null ? '' : String(Math.round(value * 10 ** decimals) / 10 ** decimals);

export function NumberField({
  label,
  value,
  min,
  max,
  decimals = 0,
  disabled,
  onCommit,
}: {
  label: string;
  /** Null: the selected layers differ (the field is empty until a number is typed). */
  value: number | null;
  min: number;
  max: number;
  decimals?: number;
  disabled?: boolean;
  onCommit: (value: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const parsed = parseNumber(draft, min, max);
    if (parsed === null) {
      setError(propertyWords.numberInvalid(min, max));
      return;
    }
    const rounded = Math.round(parsed * 10 ** decimals) / 10 ** decimals;
    setDraft(null);
    setError(null);
    if (rounded !== value) onCommit(rounded);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
      setError(null);
    }
  };
  return (
    <TextField
      label={label}
      error={error}
      value={draft ?? shown(value, decimals)}
      placeholder={value === null ? '—' : undefined}
      inputMode={min < 0 || decimals > 0 ? 'text' : 'numeric'}
      autoComplete="off"
      disabled={disabled}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={commit}
    />
  );
}

export function ColourField({
  label,
  value,
  swatches,
  onCommit,
  extra,
}: {
  label: string;
  /** '#RRGGBB', '' for none, or null when the selected layers differ. */
  value: string | null;
  swatches: readonly string[];
  onCommit: (colour: string) => void;
  /** More controls under the field (a "No border" button). */
  extra?: ReactNode;
}) {
  const groupId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = value?.toUpperCase() ?? null;
  const commit = () => {
    if (draft === null) return;
    const colour = normaliseHex(draft.startsWith('#') ? draft : `#${draft.trim()}`);
    if (!HEX_COLOUR.test(colour)) {
      setError(brandKitMessages.hexInvalid);
      return;
    }
    setDraft(null);
    setError(null);
    if (colour !== current) onCommit(colour);
  };
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      {swatches.length > 0 ? (
        <div role="group" aria-labelledby={groupId} className="flex flex-wrap items-center gap-1">
          <span id={groupId} className="sr-only">
            {propertyWords.brandColours}
          </span>
          {swatches.map((colour) => (
            <Button
              key={colour}
              variant="secondary"
              size="sm"
              aria-label={propertyWords.useColour(colour)}
              title={colour}
              aria-pressed={current === colour.toUpperCase()}
              onClick={() => {
                setDraft(null);
                setError(null);
                if (colour.toUpperCase() !== current) onCommit(colour.toUpperCase());
              }}
            >
              <span
                aria-hidden="true"
                className={`block h-4 w-4 rounded-sm border border-slate-400 ${
                  current === colour.toUpperCase() ? 'ring-2 ring-indigo-600 ring-offset-1' : ''
                }`}
                style={{ backgroundColor: colour }}
              />
            </Button>
          ))}
        </div>
      ) : null}
      <TextField
        label={propertyWords.hex(label)}
        hint={brandKitMessages.hexHint}
        error={error}
        value={draft ?? current ?? ''}
        placeholder={value === null ? '—' : undefined}
        maxLength={9}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape' && draft !== null) {
            event.preventDefault();
            event.stopPropagation();
            setDraft(null);
            setError(null);
          }
        }}
        onBlur={commit}
      />
      {extra}
    </fieldset>
  );
}

/** Buttons that each show whether they are on (aria-pressed). */
export function ToggleRow({
  label,
  options,
}: {
  label: string;
  options: readonly { key: string; label: ReactNode; name: string; pressed: boolean; onPress: () => void }[];
}) {
  const labelId = useId();
  return (
    <div className="min-w-0">
      <p id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </p>
      <div role="group" aria-labelledby={labelId} className="mt-1 flex flex-wrap gap-1">
        {options.map((option) => (
          <Button
            key={option.key}
            variant={option.pressed ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={option.pressed}
            aria-label={option.name}
            title={option.name}
            onClick={option.onPress}
          >
            {option.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** A titled group of fields. */
export function PropertySection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 space-y-3 border-t border-slate-200 pt-3 first:border-t-0"
    >
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
