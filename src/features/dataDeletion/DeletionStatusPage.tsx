/**
 * Facebook's data deletion status, /fbDeletionStatus (spec 2.1, onBoard layout, public; issue 16). Facebook shows a
 * person who asked for their data to be deleted a confirmation code and a link here (`?code=<code>`). Without a
 * code the page explains how to ask for deletion (with a link to the privacy policy) and offers a form for the code,
 * which goes into the address; with one it shows the request's status (received, in progress, completed) and its
 * dates, looked up with GET /dataDeletionStatus?code=. A malformed code gets its sentence without a call; an unknown
 * one the server's sentence.
 */
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '../../domain/calendar.ts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { api } from '../../api/index.ts';
import { newsCalls } from '../../api/news.ts';
import { dataDeletionStatus } from '../../api/queries/news.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import type { PageProps } from '../../app/pages.tsx';
import { useAppLocation } from '../../app/useAppLocation.ts';
import {
  DELETION_CODE_PARAM,
  DELETION_STATUS_LABELS,
  DELETION_STATUS_LINES,
  deletionCodeProblem,
  deletionStatusHref,
  deletionText,
  type DeletionRequest,
} from '../../domain/dataDeletion.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { TextField } from '../../ui/Field.tsx';
import { SkeletonBlock } from '../../ui/Skeleton.tsx';

const calls = newsCalls(api);
const HEADING_ID = 'deletion-status-heading';

export function DeletionStatusPage(_props: PageProps) {
  const location = useAppLocation();
  const code = (new URLSearchParams(location.search).get(DELETION_CODE_PARAM) ?? '').trim();
  const problem = code === '' ? null : deletionCodeProblem(code);

  return (
    <section
      aria-labelledby={HEADING_ID}
      className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-4 sm:px-6"
    >
      <div className="flex flex-col gap-2">
        <h1 id={HEADING_ID} className="text-2xl font-semibold text-slate-900">
          {deletionText.heading}
        </h1>
        <p className="text-slate-700">{deletionText.intro}</p>
      </div>
      {code !== '' && problem === null ? <DeletionStatus key={code} code={code} /> : null}
      {code !== '' && problem !== null ? <ErrorWithRetry message={problem} /> : null}
      {code === '' ? (
        <p className="text-slate-700">
          {deletionText.howTo}{' '}
          <Link href="/privacy" className="font-semibold text-indigo-700 underline hover:no-underline">
            {deletionText.privacyLink}
          </Link>
          .
        </p>
      ) : null}
      <CodeForm key={code} initial={code} otherCode={code !== ''} />
    </section>
  );
}

function CodeForm({ initial, otherCode }: { initial: string; otherCode: boolean }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = deletionCodeProblem(value);
    setError(problem);
    if (problem === null) navigate(deletionStatusHref(value));
  };

  return (
    <form
      noValidate
      aria-labelledby={`${formId}-title`}
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={`${formId}-title`} className="text-lg font-semibold text-slate-900">
        {otherCode ? deletionText.otherCode : deletionText.submit}
      </h2>
      <TextField
        label={deletionText.codeLabel}
        hint={deletionText.codeHint}
        error={error}
        name="code"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" className="self-start">
        {deletionText.submit}
      </Button>
    </form>
  );
}

function DeletionStatus({ code }: { code: string }) {
  const { state, retry } = useQuery(dataDeletionStatus.query(calls, code));
  if (state.status === 'loading') return <SkeletonBlock label={deletionText.loading} lines={3} />;
  if (state.status === 'failed') return <ErrorWithRetry message={state.message} onRetry={retry} />;
  return <StatusCard request={state.data} />;
}

const when = (iso: string | null) => (iso === null ? null : dayjs(iso));

function StatusCard({ request }: { request: DeletionRequest }) {
  const requested = when(request.requestedAt);
  const completed = when(request.completedAt);
  const row = (label: string, value: ReactNode) => (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="font-medium text-slate-600 sm:w-40">{label}</dt>
      <dd className="break-all text-slate-900">{value}</dd>
    </div>
  );
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{deletionText.statusHeading}</h2>
      <p className="text-slate-700">{DELETION_STATUS_LINES[request.status]}</p>
      <dl className="flex flex-col gap-2 text-sm">
        {row('Status', <strong>{DELETION_STATUS_LABELS[request.status]}</strong>)}
        {row(deletionText.codeLabel, <code>{request.code}</code>)}
        {row(
          'Requested',
          requested ? <time dateTime={request.requestedAt}>{requested.format(DATE_TIME_FORMAT)}</time> : '',
        )}
        {row(
          'Completed',
          completed && request.completedAt ? (
            <time dateTime={request.completedAt}>{completed.format(DATE_TIME_FORMAT)}</time>
          ) : (
            'Not yet'
          ),
        )}
      </dl>
    </div>
  );
}
