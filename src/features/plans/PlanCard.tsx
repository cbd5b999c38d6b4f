/** One plan card (spec 3, 4.4, 9): title, price ex tax, savings, badges, coupon, features and the plan button. */
import { useId } from 'react';
import {
  couponTitle,
  isOneDollarTrial,
  parseFeatures,
  planMessages,
  priceLabel,
  savingsPercent,
  showsTrialBadge,
  type Plan,
  type PlanButton,
} from '../../domain/plans.ts';
import { Button } from '../../ui/Button.tsx';

export interface PlanCardProps {
  plan: Plan;
  button: PlanButton;
  hasSubscription: boolean;
  /** This card's plan is being changed to or paid for: its button shows a spinner. */
  saving: boolean;
  /** Another card is busy: every button waits. */
  locked: boolean;
  /** Shown under the button when it cannot be used (not payable online). */
  note?: string | null;
  boost?: boolean;
  onChoose: () => void;
}

function Pill({ children, tone }: { children: string; tone: 'indigo' | 'emerald' | 'amber' }) {
  const tones = {
    indigo: 'bg-indigo-100 text-indigo-800',
    emerald: 'bg-emerald-100 text-emerald-800',
    amber: 'bg-amber-100 text-amber-800',
  };
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

export function PlanCard({
  plan,
  button,
  hasSubscription,
  saving,
  locked,
  note,
  boost,
  onChoose,
}: PlanCardProps) {
  const titleId = useId();
  const price = priceLabel(plan);
  const savings = savingsPercent(plan);
  const coupon = couponTitle(plan);
  const features = parseFeatures(plan.featuresList);
  const disabled = button.disabled || locked || Boolean(note);

  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${
        boost ? 'border-amber-400 ring-2 ring-amber-200' : 'border-slate-200'
      }`}
    >
      <div className="flex flex-wrap gap-1.5">
        {boost ? <Pill tone="amber">Boost 10X</Pill> : null}
        {isOneDollarTrial(plan) ? <Pill tone="emerald">{planMessages.oneDollarBadge}</Pill> : null}
        {showsTrialBadge(plan, hasSubscription) ? <Pill tone="indigo">{planMessages.trialBadge}</Pill> : null}
        {savings !== null ? <Pill tone="emerald">{`Save ${savings}%`}</Pill> : null}
      </div>
      <h3 id={titleId} className="mt-2 text-lg font-semibold text-slate-900">
        {plan.title}
      </h3>
      {plan.description ? <p className="mt-1 text-sm text-slate-600">{plan.description}</p> : null}
      <p className="mt-3 text-slate-900">
        {price.original ? (
          <del className="mr-2 text-sm text-slate-500" aria-label={`was ${price.original}`}>
            {price.original}
          </del>
        ) : null}
        <span className="text-2xl font-bold">{price.amount}</span>{' '}
        <span className="text-sm text-slate-600">
          {price.currency} / {price.per}, {planMessages.exTax}
        </span>
      </p>
      {coupon ? <p className="mt-1 text-sm font-medium text-emerald-700">Coupon: {coupon}</p> : null}
      {features.length > 0 ? (
        <ul className="mt-3 flex-1 list-inside list-disc space-y-1 text-sm text-slate-700">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : (
        <div className="flex-1" />
      )}
      <Button
        onClick={onChoose}
        disabled={disabled}
        busy={saving}
        aria-describedby={note ? `${titleId}-note` : undefined}
        className="mt-4"
      >
        {button.label}
        {saving ? <span className="sr-only"> (saving…)</span> : null}
      </Button>
      {note ? (
        <p id={`${titleId}-note`} className="mt-1 text-xs text-slate-500">
          {note}
        </p>
      ) : null}
    </article>
  );
}
