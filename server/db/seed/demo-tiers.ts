/**
 * The demo authors' subscription tiers (docs/reference/money.md#subscriptions), price in dollars per month:
 * each offers a year at a discount, and ada's Reader a 7-day free trial (ADR 0042).
 */
export const demoTiers: {
  authorUsername: 'ada' | 'tomas';
  name: string;
  description: string;
  price: string;
  benefits: string[];
  /** Percent off a year (ADR 0042); 0 offers no annual option. */
  annualDiscountPercent: number;
  /** Free days before the first charge; 0 offers no trial. */
  trialDays: number;
}[] = [
  {
    authorUsername: 'ada',
    name: 'Reader',
    description: 'Read every subscriber-only story as it is written.',
    price: '3.99',
    benefits: ['All subscriber-only stories', 'New chapters a week early', 'Your name in the thanks'],
    annualDiscountPercent: 15,
    trialDays: 7,
  },
  {
    authorUsername: 'ada',
    name: 'Patron',
    description: 'Everything in Reader, and a say in what comes next.',
    price: '9.99',
    benefits: [
      'All subscriber-only stories',
      'New chapters a week early',
      'Vote on the next story',
      'A monthly letter from the writing desk',
    ],
    annualDiscountPercent: 20,
    trialDays: 0,
  },
  {
    authorUsername: 'tomas',
    name: 'Night Owl',
    description: 'Late-night stories for the people who stay up reading them.',
    price: '4.99',
    benefits: ['All subscriber-only stories', 'Behind-the-scenes notes', 'Early drafts'],
    annualDiscountPercent: 10,
    trialDays: 0,
  },
];
