/** The Monthly / Yearly toggle (spec 2.6, 4.4): a radio group of two options. */
import type { BillingType } from '../../domain/plans.ts';

const options: readonly { type: BillingType; label: string }[] = [
  { type: 'monthly', label: 'Monthly' },
  { type: 'yearly', label: 'Yearly' },
];

export function BillingToggle({
  value,
  onChange,
  name,
}: {
  value: BillingType;
  onChange: (type: BillingType) => void;
  /** The radio group's name (unique per picker). */
  name: string;
}) {
  return (
    <fieldset className="flex justify-center">
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex rounded-full border border-slate-300 bg-white p-1">
        {options.map((option) => (
          <label
            key={option.type}
            className="cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-indigo-600 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-indigo-400"
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={option.type}
              checked={value === option.type}
              onChange={() => onChange(option.type)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
