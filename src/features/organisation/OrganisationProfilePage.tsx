/**
 * /{accid}/Organisationprofile (issue 16): the account's company name, time zone (a searchable list of
 * GET /getTimeZone), country and main industry, and its logo (LogoField: uploaded to the media store at once, apart
 * from the form). Saving updates the account switcher's name and the planner's time zone.
 */
import { api } from '../../api/index.ts';
import { cardCalls } from '../../api/card.ts';
import { organisationCalls } from '../../api/organisation.ts';
import { accounts } from '../../api/queries/accounts.ts';
import { accountDetails } from '../../api/queries/accountDetails.ts';
import { countries } from '../../api/queries/countries.ts';
import { accountProfile, offsetIndustries, timezones } from '../../api/queries/organisation.ts';
import { accountTimeZone } from '../../api/queries/timeZone.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { useSession } from '../../app/session.tsx';
import { ACCOUNT_NAME_TAKEN_MESSAGE, type AccountProfile } from '../../contract/organisation.ts';
import {
  normaliseOrganisation,
  organisationLabels,
  organisationMessages as text,
  sameOrganisation,
  timezoneLabel,
  validateOrganisation,
  type OrganisationFields,
} from '../../domain/organisation.ts';
import { Combobox } from '../../ui/Combobox.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { SkeletonBlock } from '../../ui/Skeleton.tsx';
import { FormActions, FormNotice, PageFrame, useSaveForm } from './formState.tsx';
import { LogoField } from './LogoField.tsx';

const calls = organisationCalls(api);
const lists = cardCalls(api);

const fieldsOf = (profile: AccountProfile): OrganisationFields => ({
  company: profile.company,
  timezone: profile.timezone ?? '',
  country: profile.country ?? '',
  industry_id: profile.industry_id === null ? '' : String(profile.industry_id),
});

export function OrganisationProfilePage() {
  const { accountId } = useSession();
  return (
    <PageFrame titleId="organisation-title" title={text.pageTitle} intro={text.intro}>
      {accountId === null ? null : <OrganisationLoader key={accountId} accountId={accountId} />}
    </PageFrame>
  );
}

function OrganisationLoader({ accountId }: { accountId: number }) {
  const profile = useQuery(accountProfile.query(calls, accountId));
  if (profile.state.status === 'loading')
    return <SkeletonBlock label="Loading the organisation profile" lines={4} />;
  if (profile.state.status === 'failed') {
    return <ErrorWithRetry message={text.loadFailed} onRetry={profile.retry} />;
  }
  return (
    <>
      <LogoField accountId={accountId} company={profile.state.data.company} />
      <OrganisationForm accountId={accountId} profile={profile.state.data} />
    </>
  );
}

function OrganisationForm({ accountId, profile }: { accountId: number; profile: AccountProfile }) {
  const zones = useQuery(timezones.query(calls));
  const countryList = useQuery(countries.query(lists));
  const industries = useQuery(offsetIndustries.query(calls));
  const form = useSaveForm<OrganisationFields>({
    saved: fieldsOf(profile),
    validate: validateOrganisation,
    same: sameOrganisation,
    save: async (draft) => {
      const fields = normaliseOrganisation(draft);
      const answer = await calls.updateAccountProfile({
        account_id: accountId,
        company: fields.company,
        timezone: fields.timezone,
        country: fields.country === '' ? null : fields.country,
        industry_id: fields.industry_id === '' ? null : Number(fields.industry_id),
      });
      if (!answer.data) throw new Error('No profile in the answer.');
      // The switcher shows the name, the planner uses the time zone.
      await Promise.all([
        accountProfile.invalidate(accountId),
        accounts.invalidate(),
        accountDetails.invalidate(accountId),
        accountTimeZone.invalidate(accountId),
      ]);
      return fieldsOf(answer.data);
    },
    fieldSentence: (field, error) =>
      field === 'company' && error.status === 409 && error.message.includes(ACCOUNT_NAME_TAKEN_MESSAGE)
        ? text.companyTaken
        : null,
    messages: text,
  });
  const { draft, errors, change } = form;
  const zoneOptions =
    zones.state.status === 'loaded'
      ? zones.state.data.map((zone) => ({ value: zone.timezone, label: timezoneLabel(zone) }))
      : draft.timezone === ''
        ? []
        : [{ value: draft.timezone, label: draft.timezone }];
  const knownCountries = countryList.state.status === 'loaded' ? countryList.state.data : [];
  const knownIndustries = industries.state.status === 'loaded' ? industries.state.data : [];

  return (
    <form
      aria-labelledby="organisation-title"
      aria-busy={form.busy}
      noValidate
      onSubmit={(event) => void form.submit(event)}
      className="space-y-6"
    >
      <FormNotice notice={form.notice} />
      <fieldset disabled={form.busy} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Your organisation</legend>
        <div className="sm:col-span-2">
          <TextField
            label={organisationLabels.company}
            name="company"
            autoComplete="organization"
            value={draft.company}
            hint={text.companyHint}
            error={errors.company ?? null}
            onChange={(event) => change({ ...draft, company: event.target.value }, 'company')}
          />
        </div>
        <div className="sm:col-span-2">
          <Combobox
            label={organisationLabels.timezone}
            options={zoneOptions}
            value={draft.timezone === '' ? null : draft.timezone}
            placeholder="Type a city or region"
            error={errors.timezone ?? (zones.state.status === 'failed' ? text.listFailed : null)}
            onChange={(value) => change({ ...draft, timezone: value ?? '' }, 'timezone')}
          />
          <p className="mt-1 text-xs text-slate-500">{text.timezoneHint}</p>
        </div>
        <SelectField
          label={organisationLabels.country}
          name="country"
          autoComplete="country"
          value={draft.country}
          error={errors.country ?? null}
          hint={countryList.state.status === 'failed' ? text.listFailed : null}
          onChange={(event) => change({ ...draft, country: event.target.value }, 'country')}
        >
          <option value="">Not set</option>
          {draft.country !== '' && !knownCountries.some((country) => country.sortname === draft.country) ? (
            <option value={draft.country}>{draft.country}</option>
          ) : null}
          {knownCountries.map((country) => (
            <option key={country.sortname} value={country.sortname}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={organisationLabels.industry_id}
          name="industry_id"
          value={draft.industry_id}
          error={errors.industry_id ?? null}
          hint={industries.state.status === 'failed' ? text.listFailed : null}
          onChange={(event) => change({ ...draft, industry_id: event.target.value }, 'industry_id')}
        >
          <option value="">Not set</option>
          {draft.industry_id !== '' &&
          !knownIndustries.some((item) => String(item.id) === draft.industry_id) ? (
            <option value={draft.industry_id}>Industry {draft.industry_id}</option>
          ) : null}
          {knownIndustries.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <FormActions
        busy={form.busy}
        dirty={form.dirty}
        onDiscard={form.discard}
        saveLabel="Save organisation profile"
      />
    </form>
  );
}
