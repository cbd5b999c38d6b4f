/**
 * The view state the organisation profile and brand kit forms share: what is typed, the sentences at bad fields
 * (shown once Save was pressed, then following the typing; a server's sentence stays until its field changes), a
 * notice (saved: role=status; refused: role=alert), and Discard changes. Nothing is sent while a rule fails; a
 * refused save keeps everything typed. Small enough that no machine is needed (docs: /work/notes/helper-org.md).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../api/index.ts';
import { Button } from '../../ui/Button.tsx';
import { FormNotice, type FormNoticeValue } from '../../ui/FormNotice.tsx';

export type Errors = Partial<Record<string, string>>;
export type Notice = FormNoticeValue;

export interface SaveFormOptions<T> {
  saved: T;
  validate: (draft: T) => Errors;
  same: (a: T, b: T) => boolean;
  /** Sends the draft; answers the values as saved. */
  save: (draft: T) => Promise<T>;
  /** The sentence of a server refusal at `field` (else the server's own message). */
  fieldSentence?: (field: string, error: ApiError) => string | null;
  messages: { saved: string; saveFailed: string; invalid: string };
}

export function useSaveForm<T>(options: SaveFormOptions<T>) {
  const [saved, setSaved] = useState(options.saved);
  const [draft, setDraft] = useState(options.saved);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const errors: Errors = { ...(checked ? options.validate(draft) : {}), ...serverErrors };

  const change = (next: T, field: string) => {
    setDraft(next);
    if (notice?.kind === 'saved') setNotice(null);
    if (serverErrors[field] !== undefined) {
      const { [field]: _dropped, ...rest } = serverErrors;
      setServerErrors(rest);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    setServerErrors({});
    if (Object.keys(options.validate(draft)).length > 0) {
      setNotice({ kind: 'error', text: options.messages.invalid });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const answer = await options.save(draft);
      setSaved(answer);
      setDraft(answer);
      setChecked(false);
      setNotice({ kind: 'saved', text: options.messages.saved });
    } catch (error) {
      const field = error instanceof ApiError ? error.field : null;
      if (error instanceof ApiError && field) {
        const sentence = options.fieldSentence?.(field, error) ?? error.message;
        setServerErrors({ [field]: sentence });
        setNotice({ kind: 'error', text: options.messages.invalid });
      } else {
        setNotice({ kind: 'error', text: options.messages.saveFailed });
      }
    } finally {
      setBusy(false);
    }
  };

  const discard = () => {
    setDraft(saved);
    setChecked(false);
    setServerErrors({});
    setNotice(null);
  };

  return { draft, saved, errors, notice, busy, change, submit, discard, dirty: !options.same(draft, saved) };
}

export { FormNotice };

export function FormActions({
  busy,
  dirty,
  onDiscard,
  saveLabel,
}: {
  busy: boolean;
  dirty: boolean;
  onDiscard: () => void;
  saveLabel: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      <Button type="button" variant="secondary" disabled={busy || !dirty} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button type="submit" busy={busy} busyLabel="Saving…">
        {saveLabel}
      </Button>
    </div>
  );
}

export function PageFrame({
  titleId,
  title,
  intro,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
      <section aria-labelledby={titleId} className="space-y-6">
        <div>
          <h1 id={titleId} className="text-2xl font-semibold text-slate-900">
            {title}
          </h1>
          <p className="text-sm text-slate-600">{intro}</p>
        </div>
        {children}
      </section>
    </div>
  );
}
