import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { z } from 'zod';
import type { UserSubscription } from '../../../contract/subscriptions';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { Button, buttonClass } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';
import { errorMessage } from '../../components/ui/states';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { useRedeemGift } from '../../lib/memberships';
import { showToast } from '../../lib/toast';

/** The codes the server answers for a code it cannot redeem, and what the field then says. */
const REDEEM_ERRORS: Record<string, string> = {
  GIFT_NOT_FOUND: 'No gift has this code. Check it and try again.',
  GIFT_ALREADY_REDEEMED: 'This gift code has already been redeemed.',
  GIFT_RECIPIENT_SUBSCRIBED: 'You already subscribe to this author: the gift cannot be added.',
};

const ZRedeemForm = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: 'Enter your gift code' })
    .max(64, { error: 'This code is too long' }),
});
type RedeemForm = z.infer<typeof ZRedeemForm>;

/** The code in the address (/redeem?code=...), or an empty string. */
function codeFromLocation(): string {
  return new URLSearchParams(window.location.search).get('code') ?? '';
}

/**
 * /redeem (docs/reference/routes.md#redeem): a form for a gift code, prefilled from `?code=`; POST
 * /api/gifts/redeem, then "Gift redeemed" with the access end and a link to the author. Signed-in only: a
 * visitor is sent to sign in and comes back here (web/app.tsx remembers the path). Refusals are said next to
 * the field by code (GIFT_NOT_FOUND, GIFT_ALREADY_REDEEMED, GIFT_RECIPIENT_SUBSCRIBED).
 */
export function RedeemScreen() {
  const redeem = useRedeemGift();
  const form = useForm<RedeemForm>({
    resolver: zodResolver(ZRedeemForm),
    defaultValues: { code: codeFromLocation() },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    if (redeem.isPending) return;
    redeem.mutate(values.code.trim(), {
      onSuccess: (answer) =>
        showToast('Gift redeemed', `Enjoy ${answer.subscription.author.displayName}'s stories.`),
      onError: (error) => {
        const message = error instanceof ApiError && error.code ? REDEEM_ERRORS[error.code] : undefined;
        if (message) form.setError('code', { message });
        else showToast('Redeem failed', errorMessage(error), { destructive: true });
      },
    });
  });
  return (
    <ScreenLayout header={<ScreenHeader title="Redeem a gift" backHref="/my-subscriptions" />}>
      {redeem.data ? (
        <RedeemedGift subscription={redeem.data.subscription} />
      ) : (
        <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
          <p className="text-sm text-neutral-300">
            Someone gave you a membership? Enter the code to start it. No payment is needed.
          </p>
          <Field label="Gift code" htmlFor="gift-code" error={errors.code?.message}>
            <Input
              id="gift-code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              {...(errors.code ? { 'aria-invalid': true, 'aria-describedby': 'gift-code-error' } : {})}
              {...form.register('code')}
            />
          </Field>
          <Button type="submit" disabled={redeem.isPending}>
            {redeem.isPending ? 'Redeeming...' : 'Redeem gift'}
          </Button>
        </form>
      )}
    </ScreenLayout>
  );
}

/** The answer of a redeemed gift: whose membership, until when, and the way to the author. */
function RedeemedGift({ subscription }: { subscription: UserSubscription }) {
  const end = subscription.currentPeriodEnd ?? subscription.endDate;
  return (
    <section
      role="status"
      className="flex max-w-md flex-col gap-3 rounded-2xl border border-emerald-700 bg-emerald-950/50 p-4"
    >
      <p className="flex items-center gap-2 font-semibold text-emerald-200">
        <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> Gift redeemed
      </p>
      <p className="text-sm text-emerald-100">
        {subscription.tier?.name ?? 'Basic'} membership of {subscription.author.displayName}
        {end ? ` · Access until ${formatDate(end)}` : ''}
      </p>
      <Link
        href={`/author/${encodeURIComponent(subscription.author.username ?? '')}`}
        className={buttonClass('primary', 'md')}
      >
        Visit {subscription.author.displayName}
      </Link>
    </section>
  );
}
