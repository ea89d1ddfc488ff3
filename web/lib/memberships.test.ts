import { describe, expect, it } from 'vitest';
import { addBillingPeriod, prorateTierChange } from '../../contract/billing-period';
import { formatDate } from './dates';
import {
  membershipTerms,
  periodStartBefore,
  tierChangeText,
  trialText,
  withTrialFor,
  yearlyOptionText,
} from './memberships';
import { formatCents } from './money';

const gold = {
  id: 1,
  name: 'Gold',
  price: '4.99',
  annualDiscountPercent: 20,
  annualPriceCents: 4790,
  trialDays: 0,
};

describe('what a reader is told before subscribing', () => {
  it('offers a year at the annual price with the saving', () => {
    expect(yearlyOptionText(gold)).toBe(`${formatCents(4790)}/year · save 20%`);
  });

  it('says a trial and the price after it', () => {
    expect(trialText({ ...gold, trialDays: 14 })).toBe(`Free for 14 days, then ${formatCents(499)}/month`);
    expect(trialText(gold)).toBeNull();
  });

  it('offers no trial to a reader who had one of this author, and leaves it to the server while unknown', () => {
    const trial = { ...gold, trialDays: 14 };
    expect(trialText(withTrialFor(trial, false))).toBeNull();
    expect(trialText(withTrialFor(trial, true))).toBe(`Free for 14 days, then ${formatCents(499)}/month`);
    expect(withTrialFor(trial, undefined)).toBe(trial);
  });

  it('states price, period, trial end and renewal (the first charge) with the contract arithmetic', () => {
    const now = new Date('2026-11-26T12:00:00.000Z');
    expect(membershipTerms(gold, 'year', now)).toEqual({
      price: `${formatCents(4790)} per year`,
      period: 'Yearly',
      trialEnds: null,
      renews: `Renews on ${formatDate(addBillingPeriod(now, 'year'))}`,
    });
    const trial = membershipTerms({ ...gold, trialDays: 7 }, 'month', now);
    expect(trial.trialEnds).toBe(`Free trial until ${formatDate('2026-12-03T12:00:00.000Z')}`);
    expect(trial.renews).toBe(`Renews on ${formatDate('2026-12-03T12:00:00.000Z')}`);
  });
});

describe('what a tier change costs now', () => {
  const periodEnd = new Date('2026-12-11T00:00:00.000Z');
  const now = new Date('2026-11-26T00:00:00.000Z');

  it('finds the period start one billing period before its end', () => {
    expect(periodStartBefore(periodEnd, 'month').toISOString()).toBe('2026-11-11T00:00:00.000Z');
    expect(periodStartBefore(new Date('2027-03-31T00:00:00Z'), 'month').toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
    expect(periodStartBefore(periodEnd, 'year').toISOString()).toBe('2025-12-11T00:00:00.000Z');
  });

  it('charges an upgrade and credits a downgrade, as prorateTierChange says', () => {
    const expected = prorateTierChange({
      oldCents: 300,
      newCents: 900,
      periodStart: new Date('2026-11-11T00:00:00.000Z'),
      periodEnd,
      now,
    }).dueCents;
    const up = tierChangeText({
      oldCents: 300,
      newTier: { id: 2, name: 'Gold', price: '9.00' },
      period: 'month',
      periodEnd,
      now,
    });
    expect(up.dueCents).toBe(expected);
    expect(up.text).toBe(`You pay ${formatCents(expected)} now for the rest of this period`);
    const down = tierChangeText({
      oldCents: 900,
      newTier: { id: 1, name: 'Basic', price: '3.00' },
      period: 'month',
      periodEnd,
      now,
    });
    expect(down.dueCents).toBe(-expected);
    expect(down.text).toBe(`${formatCents(expected)} will be credited to your next renewal`);
  });
});
