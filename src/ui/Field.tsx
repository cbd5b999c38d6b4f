/**
 * Form fields (issue 14): a label, the control, its hint and its error under it, linked for screen readers by
 * `aria-describedby`, with one look for every text input, select and text area of the product (`inputClass`).
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { describedByOf, FieldNotes } from './FieldNotes.tsx';

/** The look of a text input, select or text area (an invalid one has a red border). */
export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-500 aria-[invalid=true]:border-red-600 read-only:bg-slate-100 read-only:text-slate-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

interface Notes {
  label: string;
  hint?: string | null;
  error?: string | null;
}

/** The label above a control whose id is given, and the hint and error under it. */
export function Field({ id, label, hint, error, children }: Notes & { id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

function controlProps(id: string, { hint, error }: Omit<Notes, 'label'>, className: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByOf(id, hint, error),
    className: className ?? inputClass,
  } as const;
}

type Native<T> = Omit<T, 'id' | 'aria-invalid' | 'aria-describedby'>;

export function TextField({
  label,
  hint,
  error,
  className,
  ...input
}: Native<InputHTMLAttributes<HTMLInputElement>> & Notes) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input {...input} {...controlProps(id, { hint, error }, className)} />
    </Field>
  );
}

/** `children` are the options. */
export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...select
}: Native<SelectHTMLAttributes<HTMLSelectElement>> & Notes & { children: ReactNode }) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select {...select} {...controlProps(id, { hint, error }, className)}>
        {children}
      </select>
    </Field>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...area
}: Native<TextareaHTMLAttributes<HTMLTextAreaElement>> & Notes) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea {...area} {...controlProps(id, { hint, error }, className)} />
    </Field>
  );
}

/** A checkbox with its label on the right and a hint under both. */
export function CheckboxField({
  label,
  hint,
  ...input
}: Native<Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>> & {
  label: ReactNode;
  hint?: string | null;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        {...input}
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-4 w-4 rounded border-slate-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50"
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-slate-700">
          {label}
        </label>
        <FieldNotes id={id} hint={hint} />
      </div>
    </div>
  );
}
