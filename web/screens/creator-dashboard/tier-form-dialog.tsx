import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { annualPriceCents } from '../../../contract/billing-period';
import {
  fromCents,
  MAX_TIER_PRICE_CENTS,
  MIN_TIER_PRICE_CENTS,
  parseAmount,
  priceRangeText,
  toCents,
} from '../../../contract/money';
import type { CreatorTier } from '../../../contract/subscriptions';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input, Textarea } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { useSaveTier } from '../../lib/creator';
import { formatCents } from '../../lib/money';
import { showToast } from '../../lib/toast';

/**
 * The tier form as its inputs hold it (docs/reference/money.md#prices: name 1-100, price per month
 * 0.99-999.99, benefits one per line). The server checks the request again (contract/subscriptions.ts).
 */
const ZTierForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Tier name is required' })
    .max(100, { error: 'Tier name cannot exceed 100 characters' }),
  description: z.string().max(2000),
  price: z.string().refine(
    (value) => {
      const cents = parseAmount(value);
      return cents !== null && cents >= MIN_TIER_PRICE_CENTS && cents <= MAX_TIER_PRICE_CENTS;
    },
    { error: 'Price per month must be between $0.99 and $999.99' },
  ),
  benefits: z.string().max(4000),
  welcomeNote: z.string().max(2000, { error: 'A welcome note cannot exceed 2,000 characters' }),
  annualDiscountPercent: z.coerce
    .number<string>({ error: 'The annual discount is a whole percent' })
    .int({ error: 'The annual discount is a whole percent' })
    .min(0, { error: 'The annual discount is between 0% and 50%' })
    .max(50, { error: 'The annual discount is between 0% and 50%' }),
  trialDays: z.coerce
    .number<string>({ error: 'Trial days are whole days' })
    .int({ error: 'Trial days are whole days' })
    .min(0, { error: 'A free trial lasts 0 to 90 days' })
    .max(90, { error: 'A free trial lasts 0 to 90 days' }),
});
type TierForm = z.input<typeof ZTierForm>;
type TierValues = z.output<typeof ZTierForm>;

/** The form's values for `tier` (or an empty new tier). */
function formValues(tier: CreatorTier | null): TierForm {
  return {
    name: tier?.name ?? '',
    description: tier?.description ?? '',
    price: tier ? fromCents(toCents(tier.price)) : '',
    benefits: tier?.benefits.join('\n') ?? '',
    welcomeNote: tier?.welcomeNote ?? '',
    annualDiscountPercent: String(tier?.annualDiscountPercent ?? 0),
    trialDays: String(tier?.trialDays ?? 0),
  };
}

/**
 * Add or edit a subscription tier (dashboard Tiers tab and /creator/tiers): name, description, price
 * per month, benefits (one per line), the welcome note sent to each new subscriber, the annual discount
 * (0-50%, 0 = monthly only; the resulting yearly price by `annualPriceCents`) and the free trial (0-90 days).
 * Saves with POST or PATCH /api/creator/subscription-tiers.
 */
export function TierFormDialog({
  tier,
  open,
  onOpenChange,
}: {
  tier: CreatorTier | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveTier();
  const form = useForm<TierForm, unknown, TierValues>({
    resolver: zodResolver(ZTierForm),
    values: formValues(tier),
  });
  const [price, discount] = form.watch(['price', 'annualDiscountPercent']);
  const priceCents = parseAmount(price ?? '');
  const discountPercent = Number(discount);
  const yearlyHint =
    priceCents !== null && Number.isInteger(discountPercent) && discountPercent > 0 && discountPercent <= 50
      ? `Yearly price: ${formatCents(annualPriceCents(priceCents, discountPercent))} (0 = monthly only).`
      : '0 = monthly only; up to 50%.';
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    const body = {
      name: values.name.trim(),
      description: values.description.trim() || null,
      price: fromCents(parseAmount(values.price) ?? 0),
      benefits: values.benefits
        .split('\n')
        .map((b) => b.trim())
        .filter(Boolean),
      welcomeNote: values.welcomeNote.trim() || null,
      annualDiscountPercent: values.annualDiscountPercent,
      trialDays: values.trialDays,
    };
    save.mutate(
      { id: tier?.id, body },
      {
        onSuccess: () => {
          showToast(tier ? 'Tier updated' : 'Tier created', `${body.name} is saved.`);
          onOpenChange(false);
        },
        onError: (error) =>
          showToast(
            'Error',
            error instanceof ApiError && error.status < 500 ? error.serverMessage : 'Failed to save tier.',
            { destructive: true },
          ),
      },
    );
  });
  const invalidProps = (name: keyof TierForm) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `tier-${name}-error` } : {};
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={tier ? 'Edit Tier' : 'Add Tier'}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field label="Name" htmlFor="tier-name" error={errors.name?.message}>
          <Input id="tier-name" maxLength={100} {...invalidProps('name')} {...form.register('name')} />
        </Field>
        <Field label="Description" htmlFor="tier-description" error={errors.description?.message}>
          <Textarea id="tier-description" rows={2} {...form.register('description')} />
        </Field>
        <Field
          label="Price per month (USD)"
          htmlFor="tier-price"
          error={errors.price?.message}
          hint={`From ${priceRangeText(MIN_TIER_PRICE_CENTS, MAX_TIER_PRICE_CENTS)} per month.`}
        >
          <Input
            id="tier-price"
            type="number"
            inputMode="decimal"
            min={fromCents(MIN_TIER_PRICE_CENTS)}
            max={fromCents(MAX_TIER_PRICE_CENTS)}
            step={0.01}
            placeholder="4.99"
            {...invalidProps('price')}
            {...form.register('price')}
          />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field
            label="Annual discount (%)"
            htmlFor="tier-annualDiscountPercent"
            error={errors.annualDiscountPercent?.message}
            hint={yearlyHint}
          >
            <Input
              id="tier-annualDiscountPercent"
              type="number"
              inputMode="numeric"
              min={0}
              max={50}
              step={1}
              {...invalidProps('annualDiscountPercent')}
              {...form.register('annualDiscountPercent')}
            />
          </Field>
          <Field
            label="Free trial (days)"
            htmlFor="tier-trialDays"
            error={errors.trialDays?.message}
            hint="0 = no trial; up to 90."
          >
            <Input
              id="tier-trialDays"
              type="number"
              inputMode="numeric"
              min={0}
              max={90}
              step={1}
              {...invalidProps('trialDays')}
              {...form.register('trialDays')}
            />
          </Field>
        </div>
        <Field
          label="Benefits (one per line)"
          htmlFor="tier-benefits"
          error={errors.benefits?.message}
          hint="Readers see the first 3 on the paywall."
        >
          <Textarea id="tier-benefits" rows={4} {...form.register('benefits')} />
        </Field>
        <Field
          label="Welcome note"
          htmlFor="tier-welcomeNote"
          error={errors.welcomeNote?.message}
          hint="Sent to each new subscriber of this tier."
        >
          <Textarea
            id="tier-welcomeNote"
            rows={3}
            maxLength={2000}
            {...invalidProps('welcomeNote')}
            {...form.register('welcomeNote')}
          />
        </Field>
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" className="flex-1" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Tier'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
