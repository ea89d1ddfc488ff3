import { Button } from '../ui/button';

/**
 * The paywall's Buy Once tab: the story's own price (the server charges its price, never this label)
 * and one Buy button, disabled while the purchase is in flight so a double tap makes one payment.
 */
export function BuyOncePanel({
  contentTitle,
  priceLabel,
  isPending,
  onBuy,
}: {
  contentTitle: string;
  priceLabel: string;
  isPending: boolean;
  onBuy: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-neutral-300">
        Own <span className="font-medium text-white">{contentTitle}</span> for good: every chapter, no
        subscription.
      </p>
      <p className="text-3xl font-bold text-white">{priceLabel}</p>
      <Button size="lg" disabled={isPending} onClick={onBuy}>
        {isPending ? 'Processing...' : `Buy for ${priceLabel}`}
      </Button>
    </div>
  );
}
