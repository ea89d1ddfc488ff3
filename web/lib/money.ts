import {
  type Cents,
  DEFAULT_CONTENT_PRICE_CENTS,
  formatCents,
  parseAmount,
  toCents,
} from '../../contract/money';

/**
 * The web app's money helpers, all on `contract/money.ts` (integer cents, ADR 0003): the one display
 * formatter is `formatCents`; nothing here parses money into a float.
 */
export { formatCents, parseAmount };

/**
 * Cents of an API price ("4.99"); a missing price is the default one-time price, 2.99 USD (spec
 * section 9: "the fallback for a purchase dialog with no story price").
 */
export function priceToCents(price: string | null | undefined): Cents {
  return price ? toCents(price) : DEFAULT_CONTENT_PRICE_CENTS;
}

/** An API price ("4.99") for display ("$4.99"); a missing price shows the 2.99 USD default. */
export function formatPrice(price: string | null | undefined): string {
  return formatCents(priceToCents(price));
}

/** A story's one-time price for display: its own price (`price`, else `individualPrice`). */
export function storyPriceLabel(story: { price: string | null; individualPrice: string | null }): string {
  return formatPrice(story.price ?? story.individualPrice);
}
