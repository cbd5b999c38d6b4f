/**
 * A text box that filters a list as one types and picks one option (issue 14), on Headless UI's Combobox: arrow
 * keys, Enter, Escape; 'No match' when the filter leaves nothing. Options are matched on their label, case-blind.
 */
import {
  Combobox as HeadlessCombobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Label,
  Field as HeadlessField,
} from '@headlessui/react';
import { useState } from 'react';
import { inputClass } from './Field.tsx';

export interface ComboOption {
  readonly value: string;
  readonly label: string;
}

export function filterOptions(options: readonly ComboOption[], query: string): readonly ComboOption[] {
  const needle = query.trim().toLowerCase();
  return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
}

export function Combobox({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
}: {
  label: string;
  options: readonly ComboOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  /** Why the choice is wrong, under the box and read with it. */
  error?: string | null;
}) {
  const [query, setQuery] = useState('');
  const shown = filterOptions(options, query);
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <HeadlessField>
      <Label className="block text-sm font-medium text-slate-700">{label}</Label>
      <HeadlessCombobox
        value={selected}
        onChange={(option: ComboOption | null) => onChange(option?.value ?? null)}
        onClose={() => setQuery('')}
      >
        <ComboboxInput
          className={inputClass}
          aria-invalid={error ? true : undefined}
          placeholder={placeholder}
          displayValue={(option: ComboOption | null) => option?.label ?? ''}
          onChange={(event) => setQuery(event.target.value)}
        />
        <ComboboxOptions
          anchor="bottom start"
          className="z-30 max-h-60 w-(--input-width) overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg [--anchor-gap:4px] empty:invisible"
        >
          {shown.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-600">No match</p>
          ) : (
            shown.map((option) => (
              <ComboboxOption
                key={option.value}
                value={option}
                className="cursor-default px-3 py-2 text-sm text-slate-700 data-focus:bg-indigo-50 data-selected:font-semibold"
              >
                {option.label}
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </HeadlessCombobox>
      {error ? <Description className="mt-1 text-sm text-red-700">{error}</Description> : null}
    </HeadlessField>
  );
}
