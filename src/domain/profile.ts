/**
 * The profile form's fields and rules (spec 3: a user's profile is name, country, region, zip_code, e-mail and
 * telephone; spec 4.9: saving a profile clears all caches). The spec shows no wording or limits for the form: the
 * sentences and limits here are ours (docs/decisions.md, issue 16), checked the same way by the form and the server.
 */

export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'telephone',
  'country',
  'region',
  'zip_code',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFields = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** The form's labels, in the order the form shows the fields. */
export const profileLabels: Record<ProfileField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
  telephone: 'Telephone',
  country: 'Country',
  region: 'Region or state',
  zip_code: 'Postal code',
};

/** Longest value of each field, in characters. */
export const PROFILE_MAX_LENGTH: Record<ProfileField, number> = {
  first_name: 50,
  last_name: 50,
  email: 254,
  telephone: 20,
  country: 60,
  region: 80,
  zip_code: 12,
};

export const profileMessages = {
  tabTitle: 'Profile',
  pageTitle: 'Your profile',
  intro: 'Your name and how other members and our team can reach you.',
  countriesFailed: 'The list of countries could not be loaded.',
  passwordTitle: 'Password',
  passwordIntro: 'Change the password you log in with. You need your current one.',
  passwordLink: 'Change your password',
  firstNameMissing: 'Please enter your first name.',
  emailInvalid: 'Please enter your e-mail address, like name@example.com.',
  telephoneInvalid: 'Please enter a telephone number in digits; a leading + and spaces are fine.',
  zipInvalid: 'Please enter a postal code of letters and digits (spaces and dashes are fine).',
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters long.`,
  saved: 'Your profile has been saved.',
  saveFailed: 'Your profile could not be saved. Please try again.',
  invalid: 'Please correct the fields marked below.',
  emailTaken: 'Another login already uses this e-mail address. Please enter a different one.',
  impersonating: 'While you act as this user, their profile cannot be changed.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TELEPHONE = /^\+?[0-9][0-9 ()-]{4,}$/;
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** An empty profile (every field ''). */
export function emptyProfile(): ProfileFields {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, ''])) as ProfileFields;
}

/** The profile of an auth user (spec 3), with absent fields as ''. */
export function profileOf(user: {
  email: string;
  name: { first_name: string; last_name: string };
  telephone?: string | null;
  country?: string | null;
  region?: string | null;
  zip_code?: string | null;
}): ProfileFields {
  return {
    first_name: user.name.first_name,
    last_name: user.name.last_name,
    email: user.email,
    telephone: user.telephone ?? '',
    country: user.country ?? '',
    region: user.region ?? '',
    zip_code: user.zip_code ?? '',
  };
}

/** What is saved: every value trimmed. */
export function normaliseProfile(profile: ProfileFields): ProfileFields {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field].trim()])) as ProfileFields;
}

/** The sentence for one field's value, or null when it is fine. */
export function profileFieldError(field: ProfileField, raw: string): string | null {
  const value = raw.trim();
  const max = PROFILE_MAX_LENGTH[field];
  if (value.length > max) return profileMessages.tooLong(profileLabels[field], max);
  switch (field) {
    case 'first_name':
      return value === '' ? profileMessages.firstNameMissing : null;
    case 'email':
      return EMAIL.test(value) ? null : profileMessages.emailInvalid;
    case 'telephone':
      return value === '' || TELEPHONE.test(value) ? null : profileMessages.telephoneInvalid;
    case 'zip_code':
      return value === '' || ZIP.test(value) ? null : profileMessages.zipInvalid;
    default:
      return null;
  }
}

/** Every field's sentence (only the fields with a problem). */
export function validateProfile(profile: ProfileFields): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of PROFILE_FIELDS) {
    const error = profileFieldError(field, profile[field]);
    if (error !== null) errors[field] = error;
  }
  return errors;
}

export function hasProfileErrors(errors: ProfileErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Whether `draft` differs from `saved` once trimmed (what Save would change). */
export function isProfileChanged(saved: ProfileFields, draft: ProfileFields): boolean {
  const a = normaliseProfile(saved);
  const b = normaliseProfile(draft);
  return PROFILE_FIELDS.some((field) => a[field] !== b[field]);
}

/**
 * What a refused save says, from the error the call threw: the server's sentence (without a `profile.<field>: `
 * prefix) and the field it names, when that is a field of the form.
 */
export function profileRefusal(error: unknown): { field: ProfileField | null; message: string } {
  const raw =
    error instanceof Error && error.message.trim() !== '' ? error.message : profileMessages.saveFailed;
  const prefix = /^[\w.]+: /.exec(raw);
  const message = prefix ? raw.slice(prefix[0].length) : raw;
  const named = (error as { field?: unknown } | null)?.field;
  const path = typeof named === 'string' ? named : (prefix?.[0].slice(0, -2) ?? '');
  const last = path.split('.').pop() ?? '';
  const field = (PROFILE_FIELDS as readonly string[]).includes(last) ? (last as ProfileField) : null;
  return { field, message };
}
