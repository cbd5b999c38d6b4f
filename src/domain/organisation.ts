/**
 * The organisation profile (/{accid}/Organisationprofile; issue 16): the account's company name, time zone,
 * country and main industry. The spec names the reference calls (getTimeZone, getCountries, getOffsetIndustry) but
 * no form: the wording and limits here are ours (docs/decisions.md), checked the same way by the form and the server
 * (POST /auth/updateAccountProfile). The name follows account creation's rule (2–120 characters, spec 5 and 9).
 */

export const COMPANY_MIN_LENGTH = 2;
export const COMPANY_MAX_LENGTH = 120;

export interface OrganisationFields {
  company: string;
  /** IANA name (GET /getTimeZone's `timezone`); '' is none chosen. */
  timezone: string;
  /** ISO 3166-1 alpha-2 code (GET /getCountries' `sortname`); '' is none. */
  country: string;
  /** An industry id (GET /getOffsetIndustry) as text; '' is none. */
  industry_id: string;
}
export type OrganisationField = keyof OrganisationFields;
export type OrganisationErrors = Partial<Record<OrganisationField, string>>;

export const organisationLabels: Record<OrganisationField, string> = {
  company: 'Company name',
  timezone: 'Time zone',
  country: 'Country',
  industry_id: 'Main industry',
};

export const organisationMessages = {
  pageTitle: 'Organisation profile',
  intro: 'How your organisation is named across the app, and the time zone your posting times use.',
  companyHint: 'Shown in the account switcher and to everyone on this account.',
  timezoneHint: 'The content planner shows and schedules posts in this time zone.',
  companyShort: `Please enter a company name of at least ${COMPANY_MIN_LENGTH} characters.`,
  companyLong: `The company name can be at most ${COMPANY_MAX_LENGTH} characters long.`,
  companyTaken: 'You already have another account with this name. Please choose a different one.',
  timezoneMissing: 'Please choose a time zone from the list.',
  listFailed: 'The list could not be loaded. Reload the page to try again.',
  logoFailed: 'The logo could not be loaded.',
  saved: 'Your organisation profile has been saved.',
  saveFailed: 'Your organisation profile could not be saved. Please try again.',
  invalid: 'Please correct the fields marked below.',
  loadFailed: 'The organisation profile could not be loaded.',
} as const;

/** The fields as the form and the server compare them: the name trimmed with inner runs of spaces kept. */
export function normaliseOrganisation(fields: OrganisationFields): OrganisationFields {
  return {
    company: fields.company.trim(),
    timezone: fields.timezone.trim(),
    country: fields.country.trim().toUpperCase(),
    industry_id: fields.industry_id.trim(),
  };
}

/** The sentence of each bad field (none: `{}`). Whether a zone, country or industry exists is the server's check. */
export function validateOrganisation(fields: OrganisationFields): OrganisationErrors {
  const { company, timezone } = normaliseOrganisation(fields);
  const errors: OrganisationErrors = {};
  if (company.length < COMPANY_MIN_LENGTH) errors.company = organisationMessages.companyShort;
  else if (company.length > COMPANY_MAX_LENGTH) errors.company = organisationMessages.companyLong;
  if (timezone === '') errors.timezone = organisationMessages.timezoneMissing;
  return errors;
}

/** Whether two forms hold the same values (nothing to save or discard). */
export function sameOrganisation(a: OrganisationFields, b: OrganisationFields): boolean {
  const x = normaliseOrganisation(a);
  const y = normaliseOrganisation(b);
  return (Object.keys(x) as OrganisationField[]).every((field) => x[field] === y[field]);
}

/** A time zone as the searchable select lists it: "(GMT+00:00) London · Europe/London" (GET /getTimeZone). */
export function timezoneLabel(zone: { timezone: string; zonename: string }): string {
  return zone.zonename.trim() === '' ? zone.timezone : `${zone.zonename} · ${zone.timezone}`;
}
