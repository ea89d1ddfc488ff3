import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  fromCents,
  MAX_CONTENT_PRICE_CENTS,
  MIN_CONTENT_PRICE_CENTS,
  priceRangeText,
} from '../../contract/money';
import { ACCESS_LEVELS } from '../../contract/stories';
import { ACCESS_LABELS, type AccessFormInput, type AccessFormValues } from '../lib/access-form';
import { useCreatorTiers } from '../lib/creator';
import { formatAmount } from '../lib/money';
import { Field, Input, Select } from './ui/field';

export type AccessForm = UseFormReturn<AccessFormInput, unknown, AccessFormValues>;

/** aria props tying a control to its error message. */
function invalid(form: AccessForm, name: keyof AccessFormInput, id: string) {
  const error = form.formState.errors[name];
  return { 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined };
}

/**
 * A story's access settings (docs/reference/routes.md#create and the Manage tab;
 * docs/reference/access.md#adult): access level (public, subscribers, tier_specific, premium), the premium
 * price (numeric, step 0.01, 0.99 to 999.99, placeholder 4.99), the required tier (the author's own tiers),
 * free chapters, preview length and the adult switch. `idPrefix` keeps ids unique when two forms share a
 * page.
 */
export function AccessFields({ form, idPrefix = 'story' }: { form: AccessForm; idPrefix?: string }) {
  const accessLevel = form.watch('accessLevel');
  const tiers = useCreatorTiers();
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-neutral-200">Access Level</legend>
        {ACCESS_LEVELS.map((level) => (
          <label
            key={level}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-panel p-3 has-[:checked]:border-accent"
          >
            <input
              type="radio"
              value={level}
              className="mt-1 h-4 w-4 accent-violet-500"
              {...form.register('accessLevel')}
            />
            <span>
              <span className="block font-medium text-white">{ACCESS_LABELS[level].label}</span>
              <span className="block text-sm text-neutral-400">{ACCESS_LABELS[level].text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {accessLevel === 'premium' ? (
        <Field
          label="Price (USD)"
          htmlFor={id('price')}
          error={errors.individualPrice?.message}
          hint={`From ${priceRangeText()}.`}
        >
          <Input
            id={id('price')}
            type="number"
            inputMode="decimal"
            step={0.01}
            min={fromCents(MIN_CONTENT_PRICE_CENTS)}
            max={fromCents(MAX_CONTENT_PRICE_CENTS)}
            placeholder="4.99"
            {...invalid(form, 'individualPrice', id('price'))}
            {...form.register('individualPrice')}
          />
        </Field>
      ) : null}
      {accessLevel === 'tier_specific' ? (
        <Field
          label="Required tier"
          htmlFor={id('tier')}
          error={errors.requiredTierId?.message}
          hint={
            tiers.data && tiers.data.length === 0
              ? 'Create a tier on your Creator Dashboard first.'
              : 'Subscribers of this tier or a pricier one can read.'
          }
        >
          <Select
            id={id('tier')}
            {...invalid(form, 'requiredTierId', id('tier'))}
            {...form.register('requiredTierId')}
          >
            <option value="">Select a tier</option>
            {(tiers.data ?? []).map((tier) => (
              <option key={tier.id} value={String(tier.id)}>
                {tier.name} ({formatAmount(tier.price)}/month){tier.isActive ? '' : ' (inactive)'}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {accessLevel !== 'public' ? (
        <Field
          label="Free chapters"
          htmlFor={id('free-chapters')}
          error={errors.freeChapters?.message}
          hint="The first chapters anyone may read before paying."
        >
          <Input
            id={id('free-chapters')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...invalid(form, 'freeChapters', id('free-chapters'))}
            {...form.register('freeChapters', { valueAsNumber: true })}
          />
        </Field>
      ) : null}
      <Controller
        control={form.control}
        name="isAdultContent"
        render={({ field }) => (
          <label className="flex items-center justify-between gap-3 rounded-xl border border-line bg-panel p-3">
            <span>
              <span className="block font-medium text-white">Adult Content (18+)</span>
              <span className="block text-sm text-neutral-400">
                Readers confirm their age before reading.
              </span>
            </span>
            <input
              type="checkbox"
              role="switch"
              aria-checked={field.value}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              className="h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-white/15 transition-colors before:block before:h-5 before:w-5 before:translate-x-0.5 before:rounded-full before:bg-white before:transition-transform checked:bg-accent checked:before:translate-x-5.5"
            />
          </label>
        )}
      />
      <Field
        label="Preview Length (characters)"
        htmlFor={id('preview-length')}
        error={errors.previewLength?.message}
        hint="How much of a locked chapter non-paying readers see."
      >
        <Input
          id={id('preview-length')}
          type="number"
          inputMode="numeric"
          min={0}
          step={50}
          {...invalid(form, 'previewLength', id('preview-length'))}
          {...form.register('previewLength', { valueAsNumber: true })}
        />
      </Field>
    </div>
  );
}
