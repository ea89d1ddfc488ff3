import { useId } from 'react';
import type { BillingPeriod } from '../../../contract/billing-period';
import { type MembershipTier, periodPriceCents, yearlyOptionText } from '../../lib/memberships';
import { formatCents } from '../../lib/money';

/**
 * Monthly / Yearly as a radio group (native radios: arrow keys move the choice, the group is named by its
 * legend), shown only for a tier with an annual option: "$4.99/month" and "$47.90/year · save 20%".
 */
export function PeriodChoice({
  tier,
  value,
  onChange,
  legend = 'Billing period',
}: {
  tier: MembershipTier;
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  legend?: string;
}) {
  const name = useId();
  const options: [BillingPeriod, string, string][] = [
    ['month', 'Monthly', `${formatCents(periodPriceCents(tier, 'month'))}/month`],
    ['year', 'Yearly', yearlyOptionText(tier)],
  ];
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 text-sm text-neutral-400">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map(([period, label, price]) => (
          <label
            key={period}
            className={`flex cursor-pointer flex-col rounded-xl border p-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent ${value === period ? 'border-accent bg-accent/10' : 'border-line bg-ink/40'}`}
          >
            <span className="flex items-center gap-2 font-medium text-white">
              <input
                type="radio"
                name={name}
                value={period}
                checked={value === period}
                onChange={() => onChange(period)}
                className="accent-[var(--color-accent,#8b5cf6)]"
              />
              {label}
            </span>
            <span className="text-neutral-300">{price}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
