/** The rules of the style guide's sample form on /forms (tested in test/unit/ui/styleguide.test.ts). */
import { COMPANY_NAME_MIN } from './accounts.ts';

export const SAMPLE_INDUSTRIES = [
  { value: 'bakery', label: 'Bakery and café' },
  { value: 'fitness', label: 'Fitness studio' },
  { value: 'realestate', label: 'Real estate' },
  { value: 'dental', label: 'Dental practice' },
  { value: 'salon', label: 'Hair and beauty salon' },
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'retail', label: 'Retail shop' },
  { value: 'agency', label: 'Marketing agency' },
] as const;

export type SampleFormErrors = Partial<Record<'company' | 'email' | 'industry', string>>;

/** What is wrong with the sample form, field by field, in sentences; empty when it may be saved. */
export function checkSampleForm(values: {
  company: string;
  email: string;
  industry: string;
}): SampleFormErrors {
  const errors: SampleFormErrors = {};
  if (values.company.trim().length < COMPANY_NAME_MIN) {
    errors.company = `Enter a company name of at least ${COMPANY_NAME_MIN} characters.`;
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = 'Enter an e-mail address like name@example.com.';
  if (!values.industry) errors.industry = 'Choose the industry closest to the business.';
  return errors;
}
