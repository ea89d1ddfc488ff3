import { Check, Copy } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { BillingPeriod } from '../../../contract/billing-period';
import { toCents } from '../../../contract/money';
import { DEMO_PAYMENT_NOTICE } from '../../../contract/payments';
import type { GiftRequest } from '../../../contract/subscriptions';
import { ApiError } from '../../lib/api';
import { useIdempotencyKey } from '../../lib/idempotency';
import { hasAnnualOption, type MembershipTier, periodPriceCents, useSendGift } from '../../lib/memberships';
import { formatCents } from '../../lib/money';
import { usePaymentConfig } from '../../lib/payments';
import { showToast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field, Input, Select } from '../ui/field';
import { Spinner } from '../ui/spinner';
import { errorMessage } from '../ui/states';
import { PeriodChoice } from './period-choice';

// Stripe's React bindings load only when a gift needs a card (never in demo mode).
const StripePayment = lazy(() => import('./stripe-payment').then((m) => ({ default: m.StripePayment })));

/** A Stripe gift waiting for the card: its client secret, amount, and the code or recipient it is for. */
interface GiftToPay {
  secret: string;
  cents: number;
  code: string | null;
  recipient: string;
}

/** The refusals of POST /api/gifts said next to the recipient field (contract/subscriptions.ts `ZGiftRequest`). */
export const GIFT_RECIPIENT_ERRORS: Record<string, string> = {
  USER_NOT_FOUND: 'No reader has this username.',
  GIFT_RECIPIENT_SUBSCRIBED: 'This reader already subscribes to this author.',
  CANNOT_GIFT_SELF: 'You cannot gift a membership to yourself.',
};

/** The words shown with a gift code: it is shown once. */
export const GIFT_CODE_WARNING = 'Save this code now: it will not be shown again.';

/**
 * "Gift a membership" (docs/reference/routes.md#author-page): a tier, a month or a year (when the tier has an
 * annual option), and either "Send to a reader" (a username) or "Get a gift code"; "Pay {amount}" sends POST
 * /api/gifts with an Idempotency-Key. A code gift shows its code once with a Copy button and
 * `GIFT_CODE_WARNING`; refusals about the recipient are said next to the field by code.
 */
export function GiftDialog({
  authorName,
  tiers,
  onOpenChange,
}: {
  authorName: string;
  tiers: MembershipTier[];
  onOpenChange: (open: boolean) => void;
}) {
  const send = useSendGift();
  const config = usePaymentConfig();
  const idempotency = useIdempotencyKey();
  const [tierId, setTierId] = useState(tiers[0]?.id ?? 0);
  const [period, setPeriod] = useState<BillingPeriod>('month');
  const [delivery, setDelivery] = useState<'reader' | 'code'>('reader');
  const [username, setUsername] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [isCopied, setCopied] = useState(false);
  const [toPay, setToPay] = useState<GiftToPay | null>(null);
  const deliveryName = useId();
  const tier = tiers.find((t) => t.id === tierId) ?? tiers[0];
  const chosenPeriod: BillingPeriod = tier && hasAnnualOption(tier) ? period : 'month';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!tier || send.isPending) return;
    const recipient = username.trim().replace(/^@/, '');
    if (delivery === 'reader' && !recipient) {
      setFieldError('Enter the reader’s username');
      return;
    }
    setFieldError(null);
    const body: GiftRequest = {
      tierId: tier.id,
      period: chosenPeriod,
      ...(delivery === 'reader' ? { recipientUsername: recipient } : {}),
    };
    send.mutate(
      { body, key: idempotency.keyFor(body) },
      {
        onSuccess: (answer) => {
          idempotency.settle();
          const payment = answer.payment;
          if (payment.clientSecret && payment.status !== 'completed') {
            setToPay({
              secret: payment.clientSecret,
              cents: toCents(payment.amount),
              code: answer.code,
              recipient: answer.recipientUsername ?? recipient,
            });
            return;
          }
          if (answer.code) {
            setCode(answer.code);
            return;
          }
          showToast(
            'Gift sent',
            `${answer.recipientUsername ?? recipient} can now read ${authorName}'s stories.`,
          );
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status < 500) idempotency.settle();
          const message =
            error instanceof ApiError && error.code ? GIFT_RECIPIENT_ERRORS[error.code] : undefined;
          if (message) setFieldError(message);
          else showToast('Gift failed', errorMessage(error), { destructive: true });
        },
      },
    );
  };

  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      showToast('Copy failed', 'Select the code and copy it yourself.', { destructive: true });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !send.isPending && onOpenChange(open)} title="Gift a membership">
      {toPay && !code && config.data?.publishableKey ? (
        <Suspense fallback={<Spinner label="Loading payment form..." />}>
          <StripePayment
            publishableKey={config.data.publishableKey}
            clientSecret={toPay.secret}
            payLabel={`Pay ${formatCents(toPay.cents)}`}
            onPaid={() => {
              if (toPay.code) {
                setCode(toPay.code); // redeemable as soon as Stripe confirms the payment
                return;
              }
              showToast('Gift paid', `${toPay.recipient} gets it as soon as Stripe confirms the payment.`);
              onOpenChange(false);
            }}
            onError={(message) => showToast('Gift failed', message, { destructive: true })}
          />
        </Suspense>
      ) : code ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-neutral-300">Your gift code for {authorName}:</p>
          <p
            data-testid="gift-code"
            className="select-all break-all rounded-xl border border-line bg-ink/60 p-3 text-center font-mono text-lg text-white"
          >
            {code}
          </p>
          <p role="alert" className="text-sm font-medium text-amber-200">
            {GIFT_CODE_WARNING}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={copy}>
              {isCopied ? (
                <Check aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Copy aria-hidden="true" className="h-4 w-4" />
              )}
              {isCopied ? 'Copied' : 'Copy'}
            </Button>
            <Button onClick={() => onOpenChange(false)}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {config.data?.provider === 'demo' ? (
            <p
              role="note"
              className="rounded-xl border border-sky-800 bg-sky-950/40 p-3 text-sm text-sky-100"
            >
              {DEMO_PAYMENT_NOTICE}.
            </p>
          ) : null}
          <Field label="Tier" htmlFor="gift-tier">
            <Select id="gift-tier" value={tierId} onChange={(e) => setTierId(Number(e.target.value))}>
              {tiers.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} · {formatCents(periodPriceCents(t, 'month'))}/month
                </option>
              ))}
            </Select>
          </Field>
          {tier && hasAnnualOption(tier) ? (
            <PeriodChoice tier={tier} value={chosenPeriod} onChange={setPeriod} legend="Gift length" />
          ) : null}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm text-neutral-400">How to give it</legend>
            {(
              [
                ['reader', 'Send to a reader'],
                ['code', 'Get a gift code'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm text-white">
                <input
                  type="radio"
                  name={deliveryName}
                  value={value}
                  checked={delivery === value}
                  onChange={() => {
                    setDelivery(value);
                    setFieldError(null);
                  }}
                />
                {label}
              </label>
            ))}
          </fieldset>
          {delivery === 'reader' ? (
            <Field label="Reader's username" htmlFor="gift-recipient" error={fieldError ?? undefined}>
              <Input
                id="gift-recipient"
                autoComplete="off"
                autoCapitalize="none"
                maxLength={50}
                value={username}
                onChange={(e) => {
                  setUsername(e.target.value);
                  setFieldError(null);
                }}
                {...(fieldError ? { 'aria-invalid': true, 'aria-describedby': 'gift-recipient-error' } : {})}
              />
            </Field>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={send.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!tier || send.isPending}>
              {send.isPending
                ? 'Sending...'
                : `Pay ${tier ? formatCents(periodPriceCents(tier, chosenPeriod)) : ''}`}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
