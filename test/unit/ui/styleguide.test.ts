/** The style guide's sample form rules and the combobox filter (src/features/styleguide, src/ui/Combobox.tsx). */
import { describe, expect, it } from 'vitest';
import { checkSampleForm, SAMPLE_INDUSTRIES } from '../../../src/domain/sampleForm.ts';
import { filterOptions } from '../../../src/ui/Combobox.tsx';

describe('the sample form', () => {
  it('says in sentences what each empty field needs', () => {
    expect(checkSampleForm({ company: ' ', email: '', industry: '' })).toEqual({
      company: 'Enter a company name of at least 2 characters.',
      email: 'Enter an e-mail address like name@example.com.',
      industry: 'Choose the industry closest to the business.',
    });
  });

  it('accepts a company of two characters, a real-looking address and an industry', () => {
    expect(checkSampleForm({ company: 'Ab', email: 'olivia@acme.test', industry: 'bakery' })).toEqual({});
    expect(checkSampleForm({ company: 'Ab', email: 'olivia@acme', industry: 'bakery' })).toHaveProperty(
      'email',
    );
  });
});

describe('combobox filter', () => {
  it('matches anywhere in the label, case-blind, and shows everything for an empty query', () => {
    expect(filterOptions(SAMPLE_INDUSTRIES, 'SAL').map((option) => option.value)).toEqual(['salon']);
    expect(filterOptions(SAMPLE_INDUSTRIES, 'est').map((option) => option.value)).toEqual([
      'realestate',
      'restaurant',
    ]);
    expect(filterOptions(SAMPLE_INDUSTRIES, '  ')).toHaveLength(SAMPLE_INDUSTRIES.length);
    expect(filterOptions(SAMPLE_INDUSTRIES, 'zzz')).toEqual([]);
  });
});
