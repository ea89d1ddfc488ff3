import { useId, useState } from 'react';
import { TIP_PRESETS_CENTS } from '../../../contract/money';
import { formatCents } from '../../lib/money';
import { Button } from '../ui/button';
import { Field, Input, Textarea } from '../ui/field';
import { tipAmount } from './tip-amount';

/** The longest tip message the form takes. */
export const TIP_MESSAGE_MAX = 500;

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
  const [preset, setPreset] = useState<number | null>(TIP_PRESETS_CENTS[0] ?? null);
  const [custom, setCustom] = useState('');
  const [message, setMessage] = useState('');
  const [isCustomTouched, setCustomTouched] = useState(false);
  const ids = useId();
  if (!isTipJarEnabled) {
    return <p className="text-sm text-neutral-300">{authorName} is not accepting tips right now.</p>;
  }
  const amount = tipAmount(preset, custom);
  const customError = preset === null && isCustomTouched && 'error' in amount ? amount.error : undefined;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setCustomTouched(true);
        if ('cents' in amount && !isPending) onTip(amount.cents, message.trim());
      }}
    >
      <p className="text-sm text-neutral-300">Say thanks to {authorName} with a one-time tip.</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-neutral-200">Amount</legend>
        <div className="grid grid-cols-4 gap-2">
          {TIP_PRESETS_CENTS.map((cents) => (
            <Button
              key={cents}
              variant={preset === cents ? 'primary' : 'secondary'}
              aria-pressed={preset === cents}
              onClick={() => setPreset(cents)}
            >
              {formatCents(cents)}
            </Button>
          ))}
          <Button
            variant={preset === null ? 'primary' : 'secondary'}
            aria-pressed={preset === null}
            onClick={() => setPreset(null)}
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
            value={custom}
            aria-invalid={customError ? true : undefined}
            aria-describedby={customError ? `${ids}-amount-error` : undefined}
            onChange={(event) => setCustom(event.target.value)}
            onBlur={() => setCustomTouched(true)}
          />
        </Field>
      ) : null}
      <Field label="Message (optional)" htmlFor={`${ids}-message`}>
        <Textarea
          id={`${ids}-message`}
          rows={2}
          maxLength={TIP_MESSAGE_MAX}
          placeholder="Loved the last chapter!"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </Field>
      <Button type="submit" disabled={isPending || 'error' in amount}>
        {isPending ? 'Sending...' : 'cents' in amount ? `Tip ${formatCents(amount.cents)}` : 'Tip'}
      </Button>
    </form>
  );
}
