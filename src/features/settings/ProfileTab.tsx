/**
 * The settings hub's Profile tab (/userSetting#profile; spec 3): the profile picture (AvatarField, uploaded on its
 * own), name, e-mail, telephone, country, region and postal code. The profile form machine owns what is typed and
 * the rules; this view renders it and sends the keystrokes. A bad field says its sentence under it; a refused save
 * keeps everything typed.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { api } from '../../api/index.ts';
import { cardCalls } from '../../api/card.ts';
import { countries } from '../../api/queries/countries.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { sessionCalls } from '../../api/session.ts';
import { inspect } from '../../app/inspection.ts';
import { useSession } from '../../app/session.tsx';
import { profileLabels, profileMessages, profileOf, type ProfileField } from '../../domain/profile.ts';
import { headingTags, type PageLevel } from '../../ui/headingLevel.ts';
import { Link } from 'wouter';
import { Button } from '../../ui/Button.tsx';
import { FormNotice } from '../../ui/FormNotice.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { profileFormLogic } from './profileFormLogic.ts';
import { AvatarField } from './AvatarField.tsx';
import type { AuthUser } from '../../contract/session.ts';

const calls = sessionCalls(api);
const lists = cardCalls(api);

/** The text fields, in the form's order, with what the browser may fill in. */
const TEXT_FIELDS: readonly {
  field: ProfileField;
  autoComplete: string;
  type?: string;
  inputMode?: 'tel';
}[] = [
  { field: 'first_name', autoComplete: 'given-name' },
  { field: 'last_name', autoComplete: 'family-name' },
  { field: 'email', autoComplete: 'email', type: 'email' },
  { field: 'telephone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
];
const PLACE_FIELDS: readonly { field: ProfileField; autoComplete: string }[] = [
  { field: 'region', autoComplete: 'address-level1' },
  { field: 'zip_code', autoComplete: 'postal-code' },
];

export function ProfileTab({ level = 2 }: { level?: PageLevel }) {
  const { user } = useSession();
  if (!user) return null;
  // A new user (another login in this tab) starts a new form.
  return <ProfileForm key={user.id} user={user} level={level} />;
}

/** /{accid}/userprofile and /pages/my-profile: the same form as a page of its own (its title the page's <h1>). */
export function ProfilePage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
      <ProfileTab level={1} />
    </div>
  );
}

function ProfileForm({ user, level }: { user: AuthUser; level: PageLevel }) {
  const { title: Title, section: Section } = headingTags(level);
  const { profileSaved } = useSession();
  const [logic] = useState(() => profileFormLogic({ updateProfile: calls.updateProfile, profileSaved }));
  const actor = useActorRef(logic, { input: { userId: user.id, profile: profileOf(user) }, inspect });
  const snapshot = useSelector(actor, (current) => current);
  const { draft, errors, notice } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const countryList = useQuery(countries.query(lists));
  const known = countryList.state.status === 'loaded' ? countryList.state.data : [];

  const change = (field: ProfileField, value: string) => actor.send({ type: 'field.changed', field, value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'profile.save' });
  };

  return (
    <section aria-labelledby="profile-title" className="max-w-3xl space-y-6">
      <div>
        <Title
          id="profile-title"
          className={`${level === 1 ? 'text-2xl' : 'text-xl'} font-semibold text-slate-900`}
        >
          {level === 1 ? profileMessages.pageTitle : profileMessages.tabTitle}
        </Title>
        <p className="text-sm text-slate-600">{profileMessages.intro}</p>
      </div>
      <AvatarField user={user} heading={Section} />
      <form
        aria-labelledby="profile-title"
        aria-busy={busy}
        noValidate
        onSubmit={submit}
        className="space-y-6"
      >
        <FormNotice notice={notice} />
        <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Your details</legend>
          {TEXT_FIELDS.map(({ field, autoComplete, type, inputMode }) => (
            <TextField
              key={field}
              label={profileLabels[field]}
              name={field}
              type={type ?? 'text'}
              inputMode={inputMode}
              autoComplete={autoComplete}
              value={draft[field]}
              error={errors[field] ?? null}
              onChange={(event) => change(field, event.target.value)}
            />
          ))}
          <SelectField
            label={profileLabels.country}
            name="country"
            autoComplete="country"
            value={draft.country}
            error={errors.country ?? null}
            hint={countryList.state.status === 'failed' ? profileMessages.countriesFailed : null}
            onChange={(event) => change('country', event.target.value)}
          >
            <option value="">Choose a country</option>
            {/* A saved country the list does not have (or before it loads) stays choosable. */}
            {draft.country !== '' && !known.some((country) => country.sortname === draft.country) ? (
              <option value={draft.country}>{draft.country}</option>
            ) : null}
            {known.map((country) => (
              <option key={country.sortname} value={country.sortname}>
                {country.name}
              </option>
            ))}
          </SelectField>
          {PLACE_FIELDS.map(({ field, autoComplete }) => (
            <TextField
              key={field}
              label={profileLabels[field]}
              name={field}
              autoComplete={autoComplete}
              value={draft[field]}
              error={errors[field] ?? null}
              onChange={(event) => change(field, event.target.value)}
            />
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => actor.send({ type: 'profile.reset' })}
          >
            Discard changes
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save profile'}
          </Button>
        </div>
      </form>
      <section aria-labelledby="profile-password" className="border-t border-slate-200 pt-4">
        <Section id="profile-password" className="text-lg font-semibold text-slate-900">
          {profileMessages.passwordTitle}
        </Section>
        <p className="mt-1 text-sm text-slate-600">{profileMessages.passwordIntro}</p>
        <Link href="/change_password" className={`mt-3 ${buttonClass('secondary')}`}>
          {profileMessages.passwordLink}
        </Link>
      </section>
    </section>
  );
}
