/**
 * /forms: the form fields of src/ui with their hint, error, disabled and read-only states, a combobox, and a small
 * form that checks itself on submit the way the product's forms do (sentences, focus on the first wrong field).
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Combobox } from '../../ui/Combobox.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../ui/Field.tsx';
import { GuideFrame, GuideSection } from './GuideFrame.tsx';
import { checkSampleForm, SAMPLE_INDUSTRIES, type SampleFormErrors } from '../../domain/sampleForm.ts';

function SampleForm() {
  const [values, setValues] = useState({ company: '', email: '', industry: '' });
  const [errors, setErrors] = useState<SampleFormErrors>({});
  const [checked, setChecked] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setChecked(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkSampleForm(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setChecked(true);
  };
  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Company name"
        name="company"
        value={values.company}
        error={errors.company}
        hint="At least 2 characters."
        onChange={(event) => set('company')(event.target.value)}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => set('email')(event.target.value)}
      />
      <Combobox
        label="Industry"
        options={SAMPLE_INDUSTRIES}
        value={values.industry || null}
        onChange={(value) => set('industry')(value ?? '')}
        placeholder="Type to filter"
        error={errors.industry}
      />
      <Button type="submit">Check the form</Button>
      {checked ? (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          Everything is filled in correctly. This is the style guide: nothing was sent.
        </p>
      ) : null}
    </form>
  );
}

export function FormsPage() {
  return (
    <GuideFrame
      title="Forms"
      intro="Fields in src/ui: a label above, a hint and an error under, both read by screen readers with the field. Errors are sentences, never field names."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <GuideSection title="Fields and their states">
          <Card>
            <div className="space-y-4">
              <TextField label="Name" placeholder="Olivia Owner" hint="As it appears on invoices." />
              <TextField
                label="Website"
                defaultValue="not a web address"
                error="Enter a web address like https://example.com."
              />
              <TextField
                label="Account id"
                defaultValue="4242"
                readOnly
                hint="Read-only: set when the account was made."
              />
              <TextField label="Coupon" disabled placeholder="Not available on this plan" />
              <SelectField label="Time zone" defaultValue="Europe/London">
                <option value="Europe/London">Europe/London</option>
                <option value="America/New_York">America/New_York</option>
                <option value="Asia/Tokyo">Asia/Tokyo</option>
              </SelectField>
              <TextAreaField label="About the business" rows={3} hint="Two or three sentences." />
              <CheckboxField label="Send me the weekly summary" hint="Every Monday morning." defaultChecked />
            </div>
          </Card>
        </GuideSection>
        <GuideSection
          title="A form that checks itself"
          about="Press Check the form with empty fields: each wrong field says why and the first one takes the focus."
        >
          <Card>
            <SampleForm />
          </Card>
        </GuideSection>
      </div>
    </GuideFrame>
  );
}
