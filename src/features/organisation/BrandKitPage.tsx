/**
 * /{accid}/brandkit (issue 16): the primary brand colour and up to four more, heading and body fonts from a fixed
 * list of system stacks (nothing downloaded), and the tone of voice and language the post settings keep; a preview
 * with contrast-safe text. "Reset to default" puts back the account type's colour (POST /getDefaultBrandColor). The
 * logo above the form (LogoField) is uploaded on its own, at once.
 */
import { useState } from 'react';
import { api } from '../../api/index.ts';
import { accountCalls } from '../../api/accounts.ts';
import { organisationCalls } from '../../api/organisation.ts';
import { accountDetails } from '../../api/queries/accountDetails.ts';
import { brandKit, languages, tonesOfVoice } from '../../api/queries/organisation.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { useSession } from '../../app/session.tsx';
import type { BrandKit } from '../../contract/organisation.ts';
import {
  BRAND_FONTS,
  FALLBACK_BRAND_COLOR,
  PALETTE_MAX,
  brandKitLabels as labels,
  brandKitMessages as text,
  normaliseBrandKit,
  sameBrandKit,
  validateBrandKit,
  type BrandFontId,
  type BrandKitFields,
} from '../../domain/brandKit.ts';
import { DEFAULT_ONBOARDING_TYPE } from '../../domain/constants.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { SelectField } from '../../ui/Field.tsx';
import { SkeletonBlock } from '../../ui/Skeleton.tsx';
import { LogoField } from './LogoField.tsx';
import { BrandPreview, ColourField } from './brandKitParts.tsx';
import { FormActions, FormNotice, PageFrame, useSaveForm } from './formState.tsx';

const calls = organisationCalls(api);
const accountList = accountCalls(api);

const fieldsOf = (kit: BrandKit): BrandKitFields => ({
  brandColor: kit.brandColor ?? FALLBACK_BRAND_COLOR,
  palette: kit.palette,
  headingFont: kit.headingFont,
  bodyFont: kit.bodyFont,
  tone_of_voice: kit.tone_of_voice,
  language: kit.language,
});

export function BrandKitPage() {
  const { accountId } = useSession();
  return (
    <PageFrame titleId="brandkit-title" title={text.pageTitle} intro={text.intro}>
      {accountId === null ? null : <BrandKitLoader key={accountId} accountId={accountId} />}
    </PageFrame>
  );
}

function BrandKitLoader({ accountId }: { accountId: number }) {
  const kit = useQuery(brandKit.query(calls, accountId));
  if (kit.state.status === 'loading') return <SkeletonBlock label="Loading the brand kit" lines={5} />;
  if (kit.state.status === 'failed') return <ErrorWithRetry message={text.loadFailed} onRetry={kit.retry} />;
  return (
    <>
      <LogoField accountId={accountId} company="this account" />
      <BrandKitForm accountId={accountId} kit={kit.state.data} />
    </>
  );
}

/** A select of a reference list; a saved value the list does not have (or before it loads) stays choosable. */
function ListSelect({
  label,
  name,
  value,
  items,
  failed,
  error,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  items: readonly string[];
  failed: boolean;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      error={error}
      hint={failed ? text.listFailed : null}
      onChange={(event) => onChange(event.target.value)}
    >
      {value !== '' && !items.includes(value) ? <option value={value}>{value}</option> : null}
      {items.map((item) => (
        <option key={item} value={item}>
          {item}
        </option>
      ))}
    </SelectField>
  );
}

function BrandKitForm({ accountId, kit }: { accountId: number; kit: BrandKit }) {
  const tones = useQuery(tonesOfVoice.query(calls));
  const langs = useQuery(languages.query(calls));
  const details = useQuery(accountDetails.query(accountList, accountId));
  const [resetting, setResetting] = useState(false);
  const form = useSaveForm<BrandKitFields>({
    saved: fieldsOf(kit),
    validate: validateBrandKit,
    same: sameBrandKit,
    save: async (draft) => {
      const fields = normaliseBrandKit(draft);
      // validateBrandKit already checked that both fonts are in the list.
      const answer = await calls.updateBrandKit({
        account_id: accountId,
        ...fields,
        headingFont: fields.headingFont as BrandFontId,
        bodyFont: fields.bodyFont as BrandFontId,
      });
      if (!answer.data) throw new Error('No brand kit in the answer.');
      await brandKit.invalidate(accountId);
      return fieldsOf(answer.data);
    },
    messages: text,
  });
  const { draft, errors, change } = form;
  const names = (state: typeof tones.state) =>
    state.status === 'loaded' ? state.data.map((item) => item.name) : [];
  const typeId =
    details.state.status === 'loaded'
      ? (details.state.data.data?.[0]?.Onboarding_type_id ?? DEFAULT_ONBOARDING_TYPE)
      : DEFAULT_ONBOARDING_TYPE;

  const resetColour = async () => {
    setResetting(true);
    try {
      const answer = await calls.defaultBrandColor(typeId);
      if (answer.data) change({ ...draft, brandColor: answer.data.brandColor }, 'brandColor');
    } catch {
      // The colour stays as typed; the person can type one.
    } finally {
      setResetting(false);
    }
  };
  const setPalette = (palette: string[], field: string) => change({ ...draft, palette }, field);

  return (
    <form
      aria-labelledby="brandkit-title"
      aria-busy={form.busy}
      noValidate
      onSubmit={(event) => void form.submit(event)}
      className="space-y-6"
    >
      <FormNotice notice={form.notice} />
      <fieldset disabled={form.busy} className="space-y-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-base font-semibold text-slate-900">{text.coloursTitle}</legend>
        <ColourField
          label={labels.brandColor}
          name="brandColor"
          value={draft.brandColor}
          error={errors.brandColor ?? null}
          onChange={(value) => change({ ...draft, brandColor: value }, 'brandColor')}
        >
          <Button variant="secondary" size="sm" busy={resetting} onClick={() => void resetColour()}>
            {text.resetColour}
          </Button>
        </ColourField>
        {draft.palette.map((colour, index) => (
          <ColourField
            key={index}
            label={labels.palette(index)}
            name={`palette-${index}`}
            value={colour}
            error={errors[`palette.${index}`] ?? null}
            onChange={(value) =>
              setPalette(
                draft.palette.map((item, at) => (at === index ? value : item)),
                `palette.${index}`,
              )
            }
          >
            <Button
              variant="ghost"
              size="sm"
              aria-label={text.removeColour(index)}
              onClick={() =>
                setPalette(
                  draft.palette.filter((_, at) => at !== index),
                  `palette.${index}`,
                )
              }
            >
              Remove
            </Button>
          </ColourField>
        ))}
        {draft.palette.length < PALETTE_MAX ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setPalette([...draft.palette, '#FFFFFF'], 'palette')}
          >
            {text.addColour}
          </Button>
        ) : null}
      </fieldset>
      <fieldset
        disabled={form.busy}
        className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2"
      >
        <legend className="px-1 text-base font-semibold text-slate-900">{text.fontsTitle}</legend>
        {(['headingFont', 'bodyFont'] as const).map((field) => (
          <SelectField
            key={field}
            label={labels[field]}
            name={field}
            value={draft[field]}
            error={errors[field] ?? null}
            onChange={(event) => change({ ...draft, [field]: event.target.value }, field)}
          >
            {BRAND_FONTS.map((font) => (
              <option key={font.id} value={font.id}>
                {font.label}
              </option>
            ))}
          </SelectField>
        ))}
      </fieldset>
      <fieldset
        disabled={form.busy}
        className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2"
      >
        <legend className="px-1 text-base font-semibold text-slate-900">{text.voiceTitle}</legend>
        <ListSelect
          label={labels.tone_of_voice}
          name="tone_of_voice"
          value={draft.tone_of_voice}
          items={names(tones.state)}
          failed={tones.state.status === 'failed'}
          error={errors.tone_of_voice ?? null}
          onChange={(value) => change({ ...draft, tone_of_voice: value }, 'tone_of_voice')}
        />
        <ListSelect
          label={labels.language}
          name="language"
          value={draft.language}
          items={names(langs.state)}
          failed={langs.state.status === 'failed'}
          error={errors.language ?? null}
          onChange={(value) => change({ ...draft, language: value }, 'language')}
        />
      </fieldset>
      <BrandPreview fields={draft} />
      <FormActions busy={form.busy} dirty={form.dirty} onDiscard={form.discard} saveLabel="Save brand kit" />
    </form>
  );
}
