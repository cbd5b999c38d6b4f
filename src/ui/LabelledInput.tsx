/**
 * A labelled input with its hint and its error under it, linked for screen readers by aria-describedby, and a
 * labelled select.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedByOf, FieldNotes } from './FieldNotes.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

function Label({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-700">
      {label}
    </label>
  );
}

export function LabelledInput({
  label,
  hint,
  error,
  ...input
}: InputProps & { label: string; hint?: string | null; error?: string | null }) {
  const id = useId();
  return (
    <div>
      <Label id={id} label={label} />
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** `children` are the options. */
export function LabelledSelect({
  label,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <Label id={id} label={label} />
      <select {...select} id={id}>
        {children}
      </select>
    </div>
  );
}
