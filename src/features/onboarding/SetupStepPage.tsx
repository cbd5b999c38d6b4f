/**
 * A page of the first-run setup (issue 16): `/{accid}/subjects_services`, `goals_objectives`, `chaptername`,
 * `topics`, `categories`, and, while the setup runs, `dayTimeSchedule` and `social_accounts`. The setup step machine
 * (machines/onboarding.machine.ts) owns the answer, the rule and where Next and Back lead; this view renders it.
 *
 * While the account's setup runs, the page shows "Let's get you setup" with the progress bar (5% at the start, spec
 * 9), the step number, Back and Next (Finish setup on the last step). Afterwards the same page is a setting with
 * Save; the posting schedule and the social accounts pages are then their plain selves.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { OnboardingContext } from '../../../machines/onboarding.machine.ts';
import { api } from '../../api/index.ts';
import { onboardingCalls } from '../../api/onboarding.ts';
import { inspect } from '../../app/inspection.ts';
import { useSession } from '../../app/session.tsx';
import {
  STEP_KINDS,
  setupProgress,
  setupText,
  stepBefore,
  stepAfter,
  stepText,
  type OnboardingStep,
} from '../../domain/onboarding.ts';
import { Button } from '../../ui/Button.tsx';
import { FormNotice } from '../../ui/FormNotice.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { TextAreaField, TextField } from '../../ui/Field.tsx';
import { FieldNotes, describedByOf } from '../../ui/FieldNotes.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { onboardingLogic } from './onboardingLogic.ts';

const calls = onboardingCalls(api);

/**
 * The page of `step` for the current account. A page step (posting schedule, social accounts) shows `embedded` (its
 * editor under an <h2>) inside a running setup, and `plain` (its own page) otherwise.
 */
export function SetupStepPage(props: { step: OnboardingStep; embedded?: ReactNode; plain?: ReactNode }) {
  const { accountId } = useSession();
  if (accountId === null) return null;
  // Another account (or step) starts a new machine.
  return <SetupStep key={`${accountId}/${props.step}`} accountId={accountId} {...props} />;
}

function SetupStep({
  accountId,
  step,
  embedded,
  plain,
}: {
  accountId: number;
  step: OnboardingStep;
  embedded?: ReactNode;
  plain?: ReactNode;
}) {
  const [logic] = useState(() => onboardingLogic({ calls, navigate: (path) => navigate(path) }));
  const actor = useActorRef(logic, { input: { accountId, step }, inspect });
  const snapshot = useSelector(actor, (current) => current);
  const context = snapshot.context;
  const text = stepText[step];

  if (snapshot.hasTag('loading')) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <p role="status" className="flex items-center gap-3 text-slate-600">
          <Spinner tone="dark" />
          {setupText.loading}
        </p>
      </div>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <h1 className="mb-4 text-2xl font-semibold text-slate-900">{text.question}</h1>
        <ErrorWithRetry
          message={context.notice?.text ?? null}
          onRetry={() => actor.send({ type: 'step.retry' })}
        />
      </div>
    );
  }
  const isPage = STEP_KINDS[step] === 'page';
  if (isPage && !context.setup) return <>{plain}</>;

  const busy = snapshot.hasTag('busy');
  const next = () => actor.send({ type: 'step.next' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    next();
  };
  const buttons = (
    <StepButtons
      context={context}
      busy={busy}
      submits={!isPage}
      onBack={() => actor.send({ type: 'step.back' })}
      onNext={next}
    />
  );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      {context.setup ? <SetupProgress context={context} /> : null}
      <div className="flex flex-col gap-2">
        <h1 id="step-question" className="text-2xl font-semibold text-slate-900">
          {text.question}
        </h1>
        <p className="text-slate-700">{text.help}</p>
      </div>
      <FormNotice notice={context.notice} />
      {isPage ? (
        <>
          {embedded}
          {context.problem ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {context.problem}
            </p>
          ) : null}
          {buttons}
        </>
      ) : (
        <form
          aria-labelledby="step-question"
          aria-busy={busy}
          noValidate
          onSubmit={submit}
          className="space-y-6"
        >
          <fieldset disabled={busy} className="min-w-0">
            <StepField step={step} context={context} send={(event) => actor.send(event)} />
          </fieldset>
          {buttons}
        </form>
      )}
    </div>
  );
}

function SetupProgress({ context }: { context: OnboardingContext }) {
  const index = context.steps.indexOf(context.step) + 1;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">{setupText.header}</p>
      <ProgressBar
        label={`${setupText.progressLabel}: ${setupText.stepOf(index, context.steps.length)}`}
        value={setupProgress(context.done.length, context.steps.length)}
      />
    </div>
  );
}

function StepButtons({
  context,
  busy,
  submits,
  onBack,
  onNext,
}: {
  context: OnboardingContext;
  busy: boolean;
  /** Next submits the step's form (a form step); a page step's Next is a plain button beside the page's own form. */
  submits: boolean;
  onBack: () => void;
  onNext: () => void;
}) {
  if (!context.setup) {
    return (
      <div className="flex justify-end">
        <Button type="submit" busy={busy} busyLabel="Saving…">
          {setupText.save}
        </Button>
      </div>
    );
  }
  const last = stepAfter(context.steps, context.step) === null;
  const hasBack = stepBefore(context.steps, context.step) !== null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {hasBack ? (
        <Button variant="secondary" disabled={busy} onClick={onBack}>
          {setupText.back}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type={submits ? 'submit' : 'button'}
        busy={busy}
        busyLabel="Saving…"
        onClick={submits ? undefined : onNext}
      >
        {last ? setupText.finish : setupText.next}
      </Button>
    </div>
  );
}

type Send = (event: { type: 'answer.typed'; text: string } | { type: 'answer.toggled'; id: number }) => void;

/** The control of a form step: a text area, a text field, one choice, or several picks. */
function StepField({
  step,
  context,
  send,
}: {
  step: OnboardingStep;
  context: OnboardingContext;
  send: Send;
}) {
  const label = stepText[step].label ?? '';
  const problem = context.problem;
  const typed = (value: string) => send({ type: 'answer.typed', text: value });
  switch (STEP_KINDS[step]) {
    case 'text':
      return stepText[step].multiline ? (
        <TextAreaField
          label={label}
          name="text"
          rows={5}
          value={context.draft.text}
          error={problem}
          onChange={(event) => typed(event.target.value)}
        />
      ) : (
        <TextField
          label={label}
          name="text"
          value={context.draft.text}
          error={problem}
          onChange={(event) => typed(event.target.value)}
        />
      );
    case 'choice':
    case 'picks':
      return <OptionList step={step} context={context} send={send} label={label} problem={problem} />;
    case 'page':
      return null;
  }
}

/** One choice (radio buttons) or several picks (checkboxes) of the step's list, under a legend. */
function OptionList({
  step,
  context,
  send,
  label,
  problem,
}: {
  step: OnboardingStep;
  context: OnboardingContext;
  send: Send;
  label: string;
  problem: string | null;
}) {
  const single = STEP_KINDS[step] === 'choice';
  const id = `${step}-options`;
  return (
    <fieldset aria-describedby={describedByOf(id, null, problem)} aria-invalid={problem ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {context.options.map((option) => {
          const checked = single
            ? context.draft.text === option.name
            : context.draft.picks.includes(option.id);
          return (
            <label
              key={option.id}
              className={`flex min-w-0 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm ${
                checked ? 'border-indigo-600 bg-indigo-50 text-indigo-900' : 'border-slate-300 text-slate-800'
              }`}
            >
              <input
                type={single ? 'radio' : 'checkbox'}
                name={step}
                value={single ? option.name : String(option.id)}
                checked={checked}
                onChange={() =>
                  single
                    ? send({ type: 'answer.typed', text: option.name })
                    : send({ type: 'answer.toggled', id: option.id })
                }
                className="h-4 w-4 shrink-0 accent-indigo-600"
              />
              <span className="min-w-0 break-words">{option.name}</span>
            </label>
          );
        })}
      </div>
      <FieldNotes id={id} error={problem} />
    </fieldset>
  );
}
