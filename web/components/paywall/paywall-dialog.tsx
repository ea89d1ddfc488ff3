import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { lazy, type RefObject, Suspense, useState } from 'react';
import { toCents } from '../../../contract/money';
import { DEMO_PAYMENT_NOTICE } from '../../../contract/payments';
import { invalidateAccess } from '../../lib/access';
import { useCurrentUser } from '../../lib/auth';
import { authorQueries } from '../../lib/authors';
import { formatCents } from '../../lib/money';
import { usePaymentConfig, usePurchaseOffer } from '../../lib/payments';
import { showToast } from '../../lib/toast';
import { Dialog } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { BuyOncePanel } from './buy-once-panel';
import type { PaywallMode, PaywallTarget } from './paywall-target';
import { SignInToPay } from './sign-in-to-pay';
import { SubscribePanel } from './subscribe-panel';
import { TipPanel } from './tip-panel';
import { type PaywallCheckout, usePaywallActions } from './use-paywall-actions';

// Stripe's React bindings load only when a Stripe payment starts (never in demo mode).
const StripePayment = lazy(() => import('./stripe-payment').then((m) => ({ default: m.StripePayment })));

/**
 * The premium-content paywall (docs/reference/routes.md#overlays, docs/reference/money.md#paywall): tabs Buy
 * Once, Subscribe and Tip. Says plainly "Demo payment, no money moves" under the demo provider; under Stripe
 * a Payment Element takes the card for the client secret the server answers. `onUnlocked` runs after
 * a purchase or subscription grants access (the reader then reloads the chapter). A signed-out
 * visitor is asked to sign in instead (`SignInToPay`).
 */
export function PaywallDialog(props: PaywallDialogProps) {
  const user = useCurrentUser();
  if (user.data === null) {
    return (
      <SignInToPay
        open={props.open}
        onOpenChange={props.onOpenChange}
        contentTitle={props.target.contentTitle}
        returnFocusRef={props.returnFocusRef}
      />
    );
  }
  return <MemberPaywall {...props} />;
}

interface PaywallDialogProps {
  target: PaywallTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialMode?: PaywallMode;
  onUnlocked?: () => void;
  /** The control focus returns to on close (the opener), see Dialog. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** The paywall of a signed-in reader. */
function MemberPaywall({
  target,
  open,
  onOpenChange,
  initialMode = 'purchase',
  onUnlocked,
  returnFocusRef,
}: PaywallDialogProps) {
  // The server's own offer: a chapter priced alone sells at its price, else the whole story.
  const offer = usePurchaseOffer(target.storyId, target.chapterId, open);
  const sellsChapter = Boolean(offer.data?.forSale && offer.data.chapterId !== null);
  const price = offer.data ? (offer.data.forSale ? offer.data.price : null) : (target.price ?? null);
  // Nothing is sold without a price: no made-up default (the server charges its own price anyway).
  const priceCents = price ? toCents(price) : null;
  const canBuy = Boolean(target.storyId) && priceCents !== null;
  const [mode, setMode] = useState<PaywallMode>(
    canBuy ? initialMode : initialMode === 'tip' ? 'tip' : 'subscribe',
  );
  const config = usePaymentConfig();
  const profile = useQuery({
    ...authorQueries.profile(target.authorUsername ?? ''),
    enabled: target.isTipJarEnabled === undefined && Boolean(target.authorUsername),
  });
  const isTipJarEnabled = target.isTipJarEnabled ?? profile.data?.tipJarEnabled ?? true;
  const queryClient = useQueryClient();
  const [checkout, setCheckout] = useState<PaywallCheckout | null>(null);
  const finish = (granted: boolean) => {
    setCheckout(null);
    void invalidateAccess(queryClient);
    onOpenChange(false);
    if (granted) onUnlocked?.();
  };
  const actions = usePaywallActions(target, { onDone: finish, onCheckout: setCheckout });
  const isDemo = config.data?.provider !== 'stripe';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={target.storyId ? `Unlock ${target.contentTitle}` : `Support ${target.authorName}`}
      returnFocusRef={returnFocusRef}
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-neutral-300">
          {target.storyId
            ? canBuy
              ? `Subscribe to ${target.authorName} or purchase this story to continue reading.`
              : `Subscribe to ${target.authorName} to continue reading.`
            : `Subscribe to ${target.authorName} or send a tip.`}
        </p>
        {config.data && isDemo ? (
          <p
            role="note"
            className="flex items-start gap-2 rounded-xl border border-sky-800 bg-sky-950/40 p-3 text-sm text-sky-100"
          >
            <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {DEMO_PAYMENT_NOTICE}.
          </p>
        ) : null}
        {checkout && config.data?.publishableKey ? (
          <Suspense fallback={<Spinner label="Loading payment form..." />}>
            <p className="text-sm text-neutral-300">{checkout.description}</p>
            <StripePayment
              publishableKey={config.data.publishableKey}
              clientSecret={checkout.clientSecret}
              payLabel={`Pay ${formatCents(checkout.amountCents)}`}
              onPaid={() => {
                setCheckout(null);
                void actions.awaitConfirmation(checkout);
              }}
              onError={(message) => showToast(checkout.failureTitle, message, { destructive: true })}
            />
          </Suspense>
        ) : checkout ? (
          <p role="alert" className="text-sm text-red-300">
            Card payments are not available right now (the server sent no Stripe publishable key).
          </p>
        ) : actions.isConfirming ? (
          <Spinner label="Waiting for the payment to be confirmed..." />
        ) : (
          <Tabs
            value={!canBuy && mode === 'purchase' ? 'subscribe' : mode}
            onValueChange={(value) => setMode(value as PaywallMode)}
          >
            <TabsList aria-label="How to unlock">
              {canBuy ? <TabsTrigger value="purchase">Buy Once</TabsTrigger> : null}
              <TabsTrigger value="subscribe">Subscribe</TabsTrigger>
              <TabsTrigger value="tip">Tip</TabsTrigger>
            </TabsList>
            {canBuy && priceCents !== null ? (
              <TabsContent value="purchase">
                <BuyOncePanel
                  contentTitle={target.contentTitle}
                  scope={sellsChapter ? 'chapter' : 'story'}
                  priceLabel={formatCents(priceCents)}
                  isPending={actions.isPurchasing}
                  onBuy={() => actions.purchase(priceCents)}
                />
              </TabsContent>
            ) : null}
            <TabsContent value="subscribe">
              <SubscribePanel
                authorId={target.authorId}
                requiredTierId={target.requiredTierId}
                authorName={target.authorName}
                canBuy={canBuy}
                confirmFirst={isDemo}
                pendingTierId={actions.subscribingTierId}
                onSubscribe={actions.subscribe}
                onBuyInstead={() => setMode('purchase')}
              />
            </TabsContent>
            <TabsContent value="tip">
              <TipPanel
                authorName={target.authorName}
                isTipJarEnabled={isTipJarEnabled}
                isPending={actions.isTipping}
                onTip={actions.tip}
              />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </Dialog>
  );
}
