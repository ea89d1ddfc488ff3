import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
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
});
type TierForm = z.infer<typeof ZTierForm>;

/** The form's values for `tier` (or an empty new tier). */
function formValues(tier: CreatorTier | null): TierForm {
  return {
    name: tier?.name ?? '',
    description: tier?.description ?? '',
    price: tier ? fromCents(toCents(tier.price)) : '',
    benefits: tier?.benefits.join('\n') ?? '',
    welcomeNote: tier?.welcomeNote ?? '',
  };
}

/**
 * Add or edit a subscription tier (dashboard Tiers tab and /creator/tiers): name, description, price
 * per month, benefits (one per line) and the welcome note sent to each new subscriber. Saves with POST or PATCH /api/creator/subscription-tiers.
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
  const form = useForm<TierForm>({ resolver: zodResolver(ZTierForm), values: formValues(tier) });
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
