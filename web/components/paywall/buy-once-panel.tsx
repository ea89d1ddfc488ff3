import { Button } from '../ui/button';

/**
 * The paywall's Buy Once tab: the price of what the server sells here (`scope`: this chapter alone
 * when its author priced it, else the whole story; the server charges its price, never this label)
 * and one Buy button, disabled while the purchase is in flight so a double tap makes one payment.
 */
export function BuyOncePanel({
  contentTitle,
  scope = 'story',
  priceLabel,
  isPending,
  onBuy,
}: {
  contentTitle: string;
  scope?: 'story' | 'chapter';
  priceLabel: string;
  isPending: boolean;
  onBuy: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      {scope === 'chapter' ? (
        <p className="text-sm text-neutral-300">
          Own this chapter of <span className="font-medium text-white">{contentTitle}</span> for good, no
          subscription.
        </p>
      ) : (
        <p className="text-sm text-neutral-300">
          Own <span className="font-medium text-white">{contentTitle}</span> for good: every chapter, no
          subscription.
        </p>
      )}
      <p className="text-3xl font-bold text-white">{priceLabel}</p>
      <Button size="lg" disabled={isPending} onClick={onBuy}>
        {isPending ? 'Processing...' : `Buy for ${priceLabel}`}
      </Button>
    </div>
  );
}
