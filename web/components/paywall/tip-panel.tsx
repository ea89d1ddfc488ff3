import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TIP_PRESETS_CENTS } from '../../../contract/money';
import { ZTipRequest } from '../../../contract/payments';
import { formatCents } from '../../lib/money';
import { Button } from '../ui/button';
import { Field, Input, Textarea } from '../ui/field';
import { tipAmount } from './tip-amount';

/** The longest tip message the form takes. */
export const TIP_MESSAGE_MAX = 500;

/**
 * The Tip tab's fields: a preset in cents or null for "Custom", the custom amount as typed, and the
 * message (the API's own rule); read into the tip's cents and trimmed message.
 */
const ZTipForm = z
  .object({ preset: z.number().nullable(), custom: z.string(), message: ZTipRequest.shape.message.unwrap() })
  .transform((form, ctx) => {
    const amount = tipAmount(form.preset, form.custom);
    if ('error' in amount) {
      ctx.addIssue({ code: 'custom', path: ['custom'], message: amount.error });
      return z.NEVER;
    }
    return { amountCents: amount.cents, message: form.message };
  });

/**
 * The paywall's Tip tab: $5, $10, $25 or a custom amount and an optional message; `onTip` sends it.
 * When the author's tip jar is off the tab says so instead.
 */
export function TipPanel({
  authorName,
  isTipJarEnabled,
  isPending,
  onTip,
}: {
  authorName: string;
  isTipJarEnabled: boolean;
  isPending: boolean;
  onTip: (amountCents: number, message: string) => void;
}) {
  // The custom amount is checked once left (or on submit), then as it changes.
  const form = useForm<z.input<typeof ZTipForm>, unknown, z.output<typeof ZTipForm>>({
    resolver: zodResolver(ZTipForm),
    defaultValues: { preset: TIP_PRESETS_CENTS[0] ?? null, custom: '', message: '' },
    mode: 'onTouched',
  });
  const [preset, custom] = form.watch(['preset', 'custom']);
  const ids = useId();
  if (!isTipJarEnabled) {
    return <p className="text-sm text-neutral-300">{authorName} is not accepting tips right now.</p>;
  }
  const amount = tipAmount(preset, custom);
  const customError = preset === null ? form.formState.errors.custom?.message : undefined;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((tip) => {
        if (!isPending) onTip(tip.amountCents, tip.message);
      })}
    >
      <p className="text-sm text-neutral-300">Say thanks to {authorName} with a one-time tip.</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-neutral-200">Amount</legend>
        {/* Two columns on a phone, four from sm up: buttons wrap, never the letters of their labels. */}
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {TIP_PRESETS_CENTS.map((cents) => (
            <Button
              key={cents}
              variant={preset === cents ? 'primary' : 'secondary'}
              aria-pressed={preset === cents}
              className="whitespace-nowrap"
              onClick={() => form.setValue('preset', cents)}
            >
              {formatCents(cents)}
            </Button>
          ))}
          <Button
            variant={preset === null ? 'primary' : 'secondary'}
            aria-pressed={preset === null}
            className="whitespace-nowrap"
            onClick={() => form.setValue('preset', null)}
          >
            Custom
          </Button>
        </div>
      </fieldset>
      {preset === null ? (
        <Field label="Custom amount (USD, 1 to 500)" htmlFor={`${ids}-amount`} error={customError}>
          <Input
            id={`${ids}-amount`}
            type="number"
            inputMode="decimal"
            min={1}
            max={500}
            step={0.01}
            placeholder="15.00"
            aria-invalid={customError ? true : undefined}
            aria-describedby={customError ? `${ids}-amount-error` : undefined}
            {...form.register('custom')}
          />
        </Field>
      ) : null}
      <Field
        label="Message (optional)"
        htmlFor={`${ids}-message`}
        error={form.formState.errors.message?.message}
      >
        <Textarea
          id={`${ids}-message`}
          rows={2}
          maxLength={TIP_MESSAGE_MAX}
          placeholder="Loved the last chapter!"
          {...form.register('message')}
        />
      </Field>
      <Button type="submit" disabled={isPending || 'error' in amount}>
        {isPending ? 'Sending...' : 'cents' in amount ? `Tip ${formatCents(amount.cents)}` : 'Tip'}
      </Button>
    </form>
  );
}
