import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { BillingPeriod } from '../../../contract/billing-period';
import { fetchContentAccess, invalidateAccess } from '../../lib/access';
import { ApiError } from '../../lib/api';
import { useIdempotencyKey } from '../../lib/idempotency';
import { formatCents } from '../../lib/money';
import {
  type CheckoutAnswer,
  fetchSubscriptionStatus,
  useCreateSubscription,
  usePurchaseContent,
  useSendTip,
} from '../../lib/payments';
import { showErrorToast, showToast } from '../../lib/toast';
import type { PaywallTarget } from './paywall-target';

/** A Stripe payment waiting for the reader's card: what it pays for and how to confirm it landed. */
export interface PaywallCheckout {
  kind: 'purchase' | 'subscription' | 'tip';
  clientSecret: string;
  amountCents: number;
  description: string;
  failureTitle: string;
}

/** How long the paywall waits for Stripe's webhook to grant access after the card was accepted, ms. */
const CONFIRM_TIMEOUT_MS = 60_000;
const CONFIRM_POLL_MS = 1_500;

const FAILURE = {
  purchase: ['Purchase failed', 'Unable to process your purchase. Please try again.'],
  subscription: ['Subscription failed', 'Unable to create subscription. Please try again.'],
  tip: ['Tip failed', 'Unable to send your tip. Please try again.'],
} as const;

/**
 * The paywall's three actions (docs/reference/routes.md#api-money, docs/reference/texts.md#paywall), each
 * sent with an `Idempotency-Key` (a fresh UUID per attempt, the same one when the same attempt is retried)
 * and refused while one is in flight. Demo answers complete at once (`onDone(true)` for access, toasts per
 * docs/reference/texts.md#errors); a Stripe answer's client secret goes to `onCheckout` for the Payment
 * Element, and after the card `awaitConfirmation` polls until the server (told by Stripe's webhook) grants
 * access.
 */
export function usePaywallActions(
  target: PaywallTarget,
  handlers: { onDone: (granted: boolean) => void; onCheckout: (checkout: PaywallCheckout) => void },
) {
  const purchaseKey = useIdempotencyKey();
  const subscriptionKey = useIdempotencyKey();
  const tipKey = useIdempotencyKey();
  const purchase = usePurchaseContent();
  const subscription = useCreateSubscription();
  const tip = useSendTip();
  const [subscribingTierId, setSubscribingTierId] = useState<number | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const inFlight = useRef(false);
  const queryClient = useQueryClient();

  /** Runs one action unless another is in flight (a double tap sends once). */
  const guard = async (run: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await run();
    } finally {
      inFlight.current = false;
    }
  };

  /** A payment answer: the Stripe checkout when it needs a card, else `onCompleted` (demo: done). */
  const proceed = (
    kind: PaywallCheckout['kind'],
    answer: CheckoutAnswer,
    amountCents: number,
    description: string,
    onCompleted: () => void,
  ) => {
    if (answer.clientSecret && answer.status !== 'completed') {
      showToast('Redirecting to payment...');
      handlers.onCheckout({
        kind,
        clientSecret: answer.clientSecret,
        amountCents,
        description,
        failureTitle: FAILURE[kind][0],
      });
      return;
    }
    onCompleted();
  };

  /**
   * A refusal the reader can act on (price changed, already bought, tip jar off, a limit) shows the
   * server's reason; anything else the text of docs/reference/texts.md#paywall. A refusal (4xx) ends the
   * attempt, so the next try gets a fresh Idempotency-Key; a network error or 5xx keeps it, so a retry cannot
   * pay twice. A changed price reloads the story, so the paywall shows the price the server charges.
   */
  const fail = (kind: PaywallCheckout['kind'], error: unknown, key: { settle: () => void }) => {
    const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
    if (isRefusal) key.settle();
    if (error instanceof ApiError && error.code === 'PRICE_MISMATCH') void invalidateAccess(queryClient);
    if (isRefusal && error.status !== 401) {
      showToast(FAILURE[kind][0], error.serverMessage, { destructive: true });
    } else {
      showErrorToast(error, FAILURE[kind][0], FAILURE[kind][1]);
    }
  };

  return {
    isPurchasing: purchase.isPending,
    isTipping: tip.isPending,
    subscribingTierId,
    isConfirming,

    /** POST /api/purchase-content {storyId, chapterId, amount}: the server charges its own price. */
    purchase: (amountCents: number) =>
      guard(async () => {
        if (!target.storyId) return;
        const body = { storyId: target.storyId, chapterId: target.chapterId ?? null, amountCents };
        try {
          const answer = await purchase.mutateAsync({ body, key: purchaseKey.keyFor(body) });
          purchaseKey.settle();
          proceed('purchase', answer, amountCents, `${target.contentTitle}, one-time purchase`, () => {
            showToast('Purchase complete', `You can now read ${target.contentTitle}.`);
            handlers.onDone(true);
          });
        } catch (error) {
          fail('purchase', error, purchaseKey);
        }
      }),

    /** POST /api/subscriptions {authorId, tierId, period}; "Subscription created!" closes the dialog. */
    subscribe: (tierId: number, period: BillingPeriod = 'month') =>
      guard(async () => {
        const body = { authorId: target.authorId, tierId, period };
        setSubscribingTierId(tierId);
        try {
          const answer = await subscription.mutateAsync({ body, key: subscriptionKey.keyFor(body) });
          subscriptionKey.settle();
          proceed(
            'subscription',
            answer,
            answer.amountCents ?? 0,
            `${period === 'year' ? 'Yearly' : 'Monthly'} subscription to ${target.authorName}`,
            () => {
              showToast('Subscription created!', `You're now subscribed to ${target.authorName}`);
              handlers.onDone(true);
            },
          );
        } catch (error) {
          fail('subscription', error, subscriptionKey);
        } finally {
          setSubscribingTierId(null);
        }
      }),

    /** The tip endpoint {authorId, amount, message, storyId}: a one-time tip to the author. */
    tip: (amountCents: number, message: string) =>
      guard(async () => {
        const body = { authorId: target.authorId, amountCents, message, storyId: target.storyId ?? null };
        try {
          const answer = await tip.mutateAsync({ body, key: tipKey.keyFor(body) });
          tipKey.settle();
          proceed(
            'tip',
            answer,
            amountCents,
            `Tip of ${formatCents(amountCents)} to ${target.authorName}`,
            () => {
              showToast('Tip sent', `Thank you for supporting ${target.authorName}!`);
              handlers.onDone(false);
            },
          );
        } catch (error) {
          fail('tip', error, tipKey);
        }
      }),

    /**
     * After Stripe accepted the card: waits until the server, told by Stripe's webhook, grants the
     * access (purchase, subscription) or simply finishes (tip). Gives up after a minute with a note.
     */
    awaitConfirmation: async (checkout: PaywallCheckout) => {
      if (checkout.kind === 'tip') {
        showToast('Tip sent', `Thank you for supporting ${target.authorName}!`);
        handlers.onDone(false);
        return;
      }
      setConfirming(true);
      const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
      try {
        while (Date.now() < deadline) {
          const granted =
            checkout.kind === 'purchase' && target.storyId
              ? (await fetchContentAccess(target.storyId, target.chapterId)).hasAccess
              : (await fetchSubscriptionStatus(target.authorId)).isSubscribed;
          if (granted) {
            showToast(
              checkout.kind === 'purchase' ? 'Purchase complete' : 'Subscription created!',
              checkout.kind === 'purchase'
                ? `You can now read ${target.contentTitle}.`
                : `You're now subscribed to ${target.authorName}`,
            );
            handlers.onDone(true);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS));
        }
        showToast('Payment received', 'Access will appear as soon as Stripe confirms it.');
        handlers.onDone(false);
      } catch (error) {
        showErrorToast(error, FAILURE[checkout.kind][0], FAILURE[checkout.kind][1]);
      } finally {
        setConfirming(false);
      }
    },
  };
}
