import { formatAmount, formatCents, parseAmount } from '../../contract/money';

/**
 * The web app's money helpers, all on `contract/money.ts` (integer cents, ADR 0003), one name per
 * meaning: `formatCents` shows cents ("$2.99"), `formatAmount` shows an amount as the API sends it
 * ("2.99" -> "$2.99"), `parseAmount` reads what a user typed into cents. Nothing here turns money into
 * a float, and nothing makes up a price that is missing.
 */
export { formatAmount, formatCents, parseAmount };

/**
 * A story's one-time price for display ("$4.99"): the server's `price` (set for every premium story,
 * the server applying its own default), or null when the story is not sold once: the caller shows
 * the story without a price.
 */
export function storyPriceLabel(story: { price: string | null }): string | null {
  return story.price ? formatAmount(story.price) : null;
}
