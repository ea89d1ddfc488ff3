import { describe, expect, it } from 'vitest';
import type { Balance, PayoutAccount } from '../../../contract/payouts';
import { formatDate } from '../../lib/dates';
import { holdText, nextPayoutText, requirementsInWords } from './payouts-text';

const account: PayoutAccount = {
  provider: 'demo',
  onboarded: true,
  detailsSubmitted: true,
  chargesEnabled: true,
  payoutsEnabled: true,
  requirementsDue: [],
  ready: true,
  emailVerified: true,
};

const balance: Balance = {
  pendingCents: 0,
  availableCents: 1700,
  inTransitCents: 0,
  paidOutCents: 0,
  reversedCents: 0,
  earnedCents: 1700,
  minimumPayoutCents: 1000,
  nextPayoutAt: null,
  holdDays: 7,
};

describe('requirementsInWords', () => {
  it("says Stripe's requirement names in words, each once, and reads unknown names from their last part", () => {
    expect(
      requirementsInWords([
        'external_account',
        'individual.dob.day',
        'individual.dob.month',
        'individual.political_exposure',
      ]),
    ).toBe('a bank account, the date of birth, political exposure');
    expect(requirementsInWords([])).toBe('');
  });
});

describe('holdText', () => {
  it('names the hold in days, one day in the singular, none as right after payment', () => {
    expect(holdText(7)).toBe('available 7 days after payment');
    expect(holdText(1)).toBe('available 1 day after payment');
    expect(holdText(0)).toBe('available right after payment');
  });
});

describe('nextPayoutText', () => {
  it('gives the date of the next weekly payout when the server plans one', () => {
    const at = '2026-11-30T09:00:00.000Z';
    expect(nextPayoutText({ ...balance, nextPayoutAt: at }, account)).toBe(
      `Next payout on ${formatDate(at)}`,
    );
  });

  it('says the first thing missing otherwise: the account, the email, then an available balance', () => {
    expect(nextPayoutText(balance, { ...account, ready: false, emailVerified: false })).toBe(
      'No payout scheduled: set up payouts first.',
    );
    expect(nextPayoutText(balance, { ...account, emailVerified: false })).toBe(
      'No payout scheduled: verify your email first.',
    );
    expect(nextPayoutText({ ...balance, availableCents: 0 }, account)).toBe(
      'No payout scheduled: nothing is available yet.',
    );
  });
});
