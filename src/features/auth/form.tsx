/**
 * What every login, registration and password form shares: labelled fields, client validation with the contract's
 * valibot schemas (the server checks the same ones), the server's message, a submit button disabled while
 * sending, Enter to submit, and nothing typed lost on failure.
 */
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../../contract/passwords.ts';
import { ErrorLine } from '../../ui/ErrorLine.tsx';
import { TextField as FieldInput } from '../../ui/Field.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';

export const linkClass = 'font-medium text-indigo-700 underline-offset-2 hover:underline';

export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

/** A schema message names the field by its key ('first_name is required'): show the label instead. */
export function fieldMessage(message: string, key: string, label: string): string {
  return message.startsWith(key) ? `${label}${message.slice(key.length)}` : message;
}

export type Validation<TOutput, TField extends string> =
  { ok: true; output: TOutput } | { ok: false; errors: FieldErrors<TField>; first: string };

/** Parses `input` with `schema`; the first message of each field, worded with its label. */
export function validate<TSchema extends v.GenericSchema, TField extends string>(
  schema: TSchema,
  input: unknown,
  labels: Record<TField, string>,
): Validation<v.InferOutput<TSchema>, TField> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, output: result.output };
  const errors: FieldErrors<TField> = {};
  let first = '';
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    const label = (labels as Record<string, string>)[key] ?? key;
    const message = fieldMessage(issue.message, key, label);
    if (key in labels && errors[key as TField] === undefined) errors[key as TField] = message;
    if (first === '') first = message;
  }
  return { ok: false, errors, first };
}

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error) return error.message;
  return fallback;
}

export interface AuthForm<TField extends string> {
  values: Record<TField, string>;
  setValue: (field: TField, value: string) => void;
  errors: FieldErrors<TField>;
  /** The server's message (or a form-wide one); null when there is none. */
  serverError: string | null;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Form state: `send` gets the parsed output; its rejection's message is shown as the server's message (an empty
 * message shows nothing). Values stay as typed whatever happens.
 */
export function useAuthForm<TField extends string, TSchema extends v.GenericSchema>(options: {
  initial: Record<TField, string>;
  labels: Record<TField, string>;
  schema: TSchema;
  /** What the schema parses: the values, plus anything not typed (a token from the URL). */
  toInput?: (values: Record<TField, string>) => unknown;
  send: (output: v.InferOutput<TSchema>) => Promise<void>;
  fallbackError: string;
}): AuthForm<TField> {
  const { labels, schema, toInput, send, fallbackError } = options;
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FieldErrors<TField>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const setValue = useCallback((field: TField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = validate(schema, toInput ? toInput(values) : values, labels);
    if (!checked.ok) {
      setErrors(checked.errors);
      // A problem outside the typed fields (a link's token) is shown as the form's message.
      const outside = Object.keys(checked.errors).length === 0 ? checked.first : null;
      setServerError(outside);
      return;
    }
    setErrors({});
    setServerError(null);
    setSending(true);
    send(checked.output).then(
      () => setSending(false),
      (error: unknown) => {
        const message = messageOf(error, fallbackError);
        setServerError(message === '' ? null : message);
        setSending(false);
      },
    );
  };

  return { values, setValue, errors, serverError, sending, onSubmit };
}

/** A labelled input with its hint and its error, linked for screen readers. */
export function TextField<TField extends string>({
  form,
  field,
  label,
  type = 'text',
  autoComplete,
  hint,
}: {
  form: AuthForm<TField>;
  field: TField;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  hint?: string;
}) {
  const error = form.errors[field];
  return (
    <FieldInput
      label={label}
      hint={hint}
      error={error}
      name={field}
      type={type}
      autoComplete={autoComplete}
      required
      value={form.values[field]}
      onChange={(event) => form.setValue(field, event.target.value)}
    />
  );
}

/** The form's message from the server: announced at once. */
export function ServerError({ message }: { message: string | null }) {
  return <ErrorLine message={message} />;
}

/** A success or information line, announced politely. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
      {children}
    </p>
  );
}

/** A form page: heading, a line of text, then the form card. */
export function AuthPanel({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-md px-4 py-12">
      <h1 id="page-title" className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A password input: the one in use, or a new one with the length rule as its hint. */
export function PasswordField<TField extends string>({
  form,
  field,
  label,
  autoComplete,
}: {
  form: AuthForm<TField>;
  field: TField;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <TextField
      form={form}
      field={field}
      label={label}
      type="password"
      autoComplete={autoComplete}
      hint={autoComplete === 'new-password' ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
    />
  );
}

/**
 * The form itself: its fields, then the server's message, a success line when there is one, the submit button
 * and the links below it.
 */
export function FormCard({
  form,
  label,
  submit,
  sendingLabel,
  notice,
  links,
  children,
}: {
  form: Pick<AuthForm<string>, 'onSubmit' | 'serverError' | 'sending'>;
  label: string;
  submit: string;
  sendingLabel: string;
  notice?: string | null;
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      noValidate
      className="mt-8 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      onSubmit={form.onSubmit}
    >
      {children}
      <ServerError message={form.serverError} />
      {notice ? <Notice>{notice}</Notice> : null}
      <SubmitButton sending={form.sending} label={submit} sendingLabel={sendingLabel} />
      {links}
    </form>
  );
}

function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={sending}
      aria-disabled={sending}
      className={buttonClass('primary', 'block')}
    >
      {sending ? sendingLabel : label}
    </button>
  );
}
