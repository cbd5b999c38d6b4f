/**
 * How a design starts (issue 19), shared by `/designer` (DesignerStartPage) and the new-design dialog of My designs
 * (NewDesignDialog): one choice among the network sizes (src/domain/design.ts DESIGN_PRESETS, each drawn at its
 * aspect with the networks it suits), a custom width and height, and the templates the account can use (its own,
 * then those of its industries, then the others, as the server orders them); an optional name; Create makes the
 * design and opens it in the editor, carrying the planner's day (`?day=`) when there is one. Rules and wording:
 * src/domain/designPages.ts.
 */
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { designCalls } from '../../api/designs.ts';
import { api } from '../../api/index.ts';
import { designPages, designWrites } from '../../api/queries/designs.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { DESIGNS_PAGE_SIZE } from '../../contract/designs.ts';
import { DESIGN_PRESETS, type DesignSummary } from '../../domain/design.ts';
import {
  designSizeLabel,
  designStartRequest,
  editorHref,
  newDesignText as text,
  type DesignStart,
} from '../../domain/designPages.ts';
import { totalPagesOf } from '../../domain/library.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { DesignThumbnail } from './DesignThumbnail.tsx';

const calls = designCalls(api);

/** The look of one choice: a card around a hidden radio that shows its focus and its selection. */
const CHOICE =
  'relative flex h-full cursor-pointer flex-col gap-2 rounded-lg border bg-white p-3 text-left has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600';
const choiceClass = (selected: boolean) =>
  `${CHOICE} ${selected ? 'border-indigo-600 ring-1 ring-indigo-600' : 'border-slate-300 hover:border-slate-400'}`;
const RADIO = 'absolute inset-0 cursor-pointer appearance-none rounded-lg opacity-0';

function sameStart(a: DesignStart, b: DesignStart): boolean {
  if (a.kind === 'preset' && b.kind === 'preset') return a.preset === b.preset;
  if (a.kind === 'template' && b.kind === 'template') return a.template.id === b.template.id;
  return a.kind === b.kind;
}

export function DesignChooser({
  accountId,
  day,
  onCancel,
  headingLevel = 'h2',
}: {
  accountId: number;
  /** The planner's day the design is for, carried to the editor. */
  day: string | null;
  /** Shown as a Cancel button (the dialog). */
  onCancel?: () => void;
  headingLevel?: 'h2' | 'h3';
}) {
  const writes = useMemo(() => designWrites(calls, accountId), [accountId]);
  const [start, setStart] = useState<DesignStart>({ kind: 'preset', preset: 'square' });
  const [name, setName] = useState('');
  const [custom, setCustom] = useState({ width: '1080', height: '1080' });
  const [problem, setProblem] = useState<{ field: 'name' | 'size'; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const group = useId();
  const customFields = useRef<HTMLDivElement>(null);
  const nameField = useRef<HTMLDivElement>(null);

  const choose = (next: DesignStart) => {
    setStart(next);
    if (problem?.field === 'size') setProblem(null);
  };

  const create = async () => {
    const check = designStartRequest(start, name, custom);
    if (!check.ok) {
      setProblem({ field: check.field, message: check.message });
      // The field to correct takes the focus; its error is read with it (aria-describedby).
      (check.field === 'size' ? customFields : nameField).current?.querySelector('input')?.focus();
      return;
    }
    setProblem(null);
    setFailure(null);
    setBusy(true);
    try {
      const design = await writes.create(check.request);
      navigate(editorHref(accountId, design.id, day));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  const Heading = headingLevel;
  const sizeError = problem?.field === 'size' ? problem.message : null;
  return (
    <form
      aria-busy={busy || undefined}
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void create();
      }}
    >
      <fieldset className="min-w-0">
        <legend>
          <Heading className="text-base font-semibold text-slate-900">{text.sizeLegend}</Heading>
        </legend>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {DESIGN_PRESETS.map((preset) => {
            const option: DesignStart = { kind: 'preset', preset: preset.id };
            return (
              <li key={preset.id}>
                <Choice
                  group={group}
                  selected={sameStart(start, option)}
                  onChoose={() => choose(option)}
                  picture={<AspectBox width={preset.width} height={preset.height} />}
                  title={preset.label}
                  lines={[text.pixels(preset.width, preset.height), preset.hint]}
                />
              </li>
            );
          })}
          <li>
            <Choice
              group={group}
              selected={start.kind === 'custom'}
              onChoose={() => choose({ kind: 'custom' })}
              picture={<AspectBox width={4} height={3} dashed />}
              title={text.custom}
              lines={[text.customHint]}
            />
          </li>
        </ul>
        {start.kind === 'custom' ? (
          <div ref={customFields} className="mt-3 grid max-w-md grid-cols-2 items-start gap-3">
            {(['width', 'height'] as const).map((side) => (
              <TextField
                key={side}
                label={text[side]}
                inputMode="numeric"
                autoComplete="off"
                value={custom[side]}
                onChange={(event) => {
                  setCustom((now) => ({ ...now, [side]: event.target.value }));
                  if (problem?.field === 'size') setProblem(null);
                }}
                // One sentence for the pair, under the width (the field that takes the focus).
                error={side === 'width' ? sizeError : null}
              />
            ))}
          </div>
        ) : null}
      </fieldset>

      <TemplateChoices
        accountId={accountId}
        group={group}
        start={start}
        onChoose={choose}
        Heading={Heading}
      />

      <div ref={nameField} className="max-w-md">
        <TextField
          label={text.nameLabel}
          hint={text.nameHint}
          value={name}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            if (problem?.field === 'name') setProblem(null);
          }}
          error={problem?.field === 'name' ? problem.message : null}
        />
      </div>

      {failure ? <ErrorWithRetry message={failure} onDismiss={() => setFailure(null)} /> : null}

      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {text.cancel}
          </Button>
        ) : null}
        <Button type="submit" busy={busy} busyLabel={text.creating}>
          {text.create}
        </Button>
      </div>
    </form>
  );
}

/** One choice of the group: a card with a picture, a title and its lines, selected by its hidden radio. */
function Choice({
  group,
  selected,
  onChoose,
  picture,
  title,
  lines,
}: {
  group: string;
  selected: boolean;
  onChoose: () => void;
  picture: ReactNode;
  title: string;
  lines: readonly string[];
}) {
  const titleId = useId();
  const linesId = useId();
  return (
    <label className={choiceClass(selected)}>
      <input
        type="radio"
        name={group}
        checked={selected}
        onChange={onChoose}
        aria-labelledby={titleId}
        aria-describedby={linesId}
        className={RADIO}
      />
      {picture}
      <span id={titleId} className="text-sm font-semibold break-words text-slate-900">
        {title}
      </span>
      <span id={linesId} className="flex flex-col text-xs text-slate-600">
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </span>
    </label>
  );
}

/** The longest side of a page's drawn shape, in CSS pixels. */
const SHAPE_PX = 72;

/** A page's shape at its aspect, its longest side SHAPE_PX, in a fixed box. */
function AspectBox({ width, height, dashed = false }: { width: number; height: number; dashed?: boolean }) {
  const scale = SHAPE_PX / Math.max(width, height);
  return (
    <span aria-hidden="true" className="flex h-20 items-center justify-center">
      <span
        className={`block rounded-sm border-2 ${dashed ? 'border-dashed border-slate-400' : 'border-indigo-500 bg-indigo-50'}`}
        style={{ width: Math.round(width * scale), height: Math.round(height * scale) }}
      />
    </span>
  );
}

function TemplateChoices({
  accountId,
  group,
  start,
  onChoose,
  Heading,
}: {
  accountId: number;
  group: string;
  start: DesignStart;
  onChoose: (start: DesignStart) => void;
  Heading: 'h2' | 'h3';
}) {
  const [page, setPage] = useState(1);
  const { state, retry } = useQuery(designPages.query(calls, accountId, 'templates', page));
  const pages = state.status === 'loaded' ? totalPagesOf(state.data.total, DESIGNS_PAGE_SIZE) : 1;
  return (
    <fieldset className="min-w-0">
      <legend>
        <Heading className="text-base font-semibold text-slate-900">{text.templatesLegend}</Heading>
      </legend>
      <p className="mt-1 max-w-prose text-sm text-slate-600">{text.templatesIntro}</p>
      <div className="mt-3">
        {state.status === 'failed' ? (
          <ErrorWithRetry message={state.message} onRetry={retry} />
        ) : state.status === 'loading' ? (
          <div
            role="status"
            aria-busy="true"
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          >
            <span className="sr-only">{text.templatesLoading}</span>
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} className="aspect-square w-full rounded-lg" />
            ))}
          </div>
        ) : state.data.designs.length === 0 ? (
          <p className="text-sm text-slate-600">{text.templatesEmpty}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {state.data.designs.map((template: DesignSummary) => {
              const option: DesignStart = { kind: 'template', template };
              return (
                <li key={template.id}>
                  <Choice
                    group={group}
                    selected={sameStart(start, option)}
                    onChoose={() => onChoose(option)}
                    picture={<DesignThumbnail src={template.thumbnailUrl} alt="" />}
                    title={template.name}
                    lines={[designSizeLabel(template)]}
                  />
                </li>
              );
            })}
          </ul>
        )}
        <Pager page={page} pages={pages} onPage={setPage} label={text.templatePages} />
      </div>
    </fieldset>
  );
}
