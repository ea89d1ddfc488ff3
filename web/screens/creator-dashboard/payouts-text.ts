import type { Balance, PayoutAccount } from '../../../contract/payouts';
import { formatDate } from '../../lib/dates';

/*
 * The words of the dashboard's Payouts tab that depend on the figures (docs/reference/texts.md#payouts).
 */

/** Words for Stripe's requirement names (`requirements.currently_due`, Stripe's Connect docs "Required verification information"). */
const REQUIREMENT_WORDS: Record<string, string> = {
  external_account: 'a bank account',
  'business_profile.url': 'a website',
  'business_profile.mcc': 'a business category',
  business_type: 'the business type',
  'tos_acceptance.date': 'accepting the terms of service',
  'tos_acceptance.ip': 'accepting the terms of service',
  'individual.verification.document': 'an identity document',
  'individual.id_number': 'an ID number',
  'individual.ssn_last_4': 'the last 4 digits of the SSN',
  'individual.dob.day': 'the date of birth',
  'individual.dob.month': 'the date of birth',
  'individual.dob.year': 'the date of birth',
  'individual.address.line1': 'the address',
  'individual.address.city': 'the address',
  'individual.address.postal_code': 'the address',
  'individual.email': 'an email address',
  'individual.phone': 'a phone number',
  'individual.first_name': 'the legal name',
  'individual.last_name': 'the legal name',
};

/**
 * Stripe's due requirements in words, each once: "a bank account, the date of birth". A name without a
 * known wording reads as its last part with spaces ("individual.political_exposure" -> "political exposure").
 */
export function requirementsInWords(requirements: readonly string[]): string {
  const words = requirements.map(
    (name) => REQUIREMENT_WORDS[name] ?? (name.split('.').at(-1) ?? name).replaceAll('_', ' '),
  );
  return [...new Set(words)].join(', ');
}

/** "available 7 days after payment" under Pending (the hold, PAYOUT_HOLD_DAYS); 0 days: "right after". */
export function holdText(holdDays: number): string {
  if (holdDays <= 0) return 'available right after payment';
  return `available ${holdDays} ${holdDays === 1 ? 'day' : 'days'} after payment`;
}

/**
 * Why no weekly payout is due, or when it is: "Next payout on {date}" when the server plans one
 * (`nextPayoutAt`), else the first thing missing (account, email, an available balance).
 */
export function nextPayoutText(balance: Balance, account: PayoutAccount): string {
  if (balance.nextPayoutAt) return `Next payout on ${formatDate(balance.nextPayoutAt)}`;
  if (!account.ready) return 'No payout scheduled: set up payouts first.';
  if (!account.emailVerified) return 'No payout scheduled: verify your email first.';
  if (balance.availableCents <= 0) return 'No payout scheduled: nothing is available yet.';
  return 'No payout scheduled.';
}
