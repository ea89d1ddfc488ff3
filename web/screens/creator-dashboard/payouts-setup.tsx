import { Landmark, MailWarning } from 'lucide-react';
import type { PayoutAccount } from '../../../contract/payouts';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../components/ui/states';
import { useStartOnboarding } from '../../lib/payouts';
import { showToast } from '../../lib/toast';
import { useResendVerification } from '../account-recovery/verify-email-banner';
import { requirementsInWords } from './payouts-text';

/**
 * The email notice of the Payouts tab (docs/reference/money.md#payouts): payouts wait for a verified email;
 * "Resend" sends the verification email again (the verify banner's action).
 */
export function PayoutsEmailNotice() {
  const resend = useResendVerification();
  return (
    <section
      aria-label="Email verification"
      className="flex items-center gap-3 rounded-2xl border border-amber-700/60 bg-amber-950/30 p-4 text-sm text-neutral-200"
    >
      <MailWarning aria-hidden="true" className="h-5 w-5 shrink-0 text-amber-300" />
      <p className="flex-1">Verify your email to receive payouts.</p>
      <Button size="sm" variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? 'Sending...' : 'Resend'}
      </Button>
    </section>
  );
}

/**
 * "Set up payouts" (POST /api/creator/payouts/onboarding): the demo provider is done at once (toast
 * "Payouts set up"); Stripe answers an Account Link the browser follows. The mutation lives in
 * `PayoutsSetup`, which stays mounted when this button goes (a `mutate` callback of an unmounted
 * component never runs). Disabled until the email is verified.
 */
function useSetUpPayouts() {
  const onboarding = useStartOnboarding();
  const start = () =>
    onboarding.mutate(undefined, {
      onSuccess: (result) => {
        if (result.url) window.location.assign(result.url);
        else showToast('Payouts set up', 'Your earnings will be paid out to you.');
      },
      onError: (error) => showToast('Could not set up payouts', errorMessage(error), { destructive: true }),
    });
  return { start, isPending: onboarding.isPending };
}

function SetUpButton({
  account,
  label,
  setUp,
}: {
  account: PayoutAccount;
  label: string;
  setUp: ReturnType<typeof useSetUpPayouts>;
}) {
  return (
    <Button className="self-start" disabled={!account.emailVerified || setUp.isPending} onClick={setUp.start}>
      <Landmark aria-hidden="true" className="h-4 w-4" />
      {setUp.isPending ? 'Setting up...' : label}
    </Button>
  );
}

/** One line of the Stripe status: its name and "Yes"/"No" in words, not only a colour. */
function StatusLine({ label, isDone }: { label: string; isDone: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-neutral-400">{label}</dt>
      <dd className={isDone ? 'text-emerald-300' : 'text-amber-300'}>{isDone ? 'Yes' : 'No'}</dd>
    </div>
  );
}

/**
 * The payout account part of the Payouts tab (docs/reference/money.md#payouts): before onboarding the "Get
 * paid" card with "Set up payouts"; coming back from Stripe (`onboarding` = "return") "Payout details saved"
 * or what is still due, after an expired link ("refresh") the button again; under Stripe the account's
 * status (details submitted, charges enabled, payouts enabled, requirements due in words).
 */
export function PayoutsSetup({
  account,
  onboarding,
}: {
  account: PayoutAccount;
  onboarding: 'return' | 'refresh' | null;
}) {
  const setUp = useSetUpPayouts();
  if (!account.onboarded) {
    return (
      <section
        aria-labelledby="get-paid-heading"
        className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-4"
      >
        <h2 id="get-paid-heading" className="text-lg font-semibold text-white">
          Get paid
        </h2>
        <p className="text-sm text-neutral-300">
          Your earnings wait here until payouts are set up. Set them up once, then they reach your bank every
          week, or when you ask.
        </p>
        <SetUpButton account={account} label="Set up payouts" setUp={setUp} />
      </section>
    );
  }
  const due = requirementsInWords(account.requirementsDue);
  return (
    <section
      aria-labelledby="payout-account-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="payout-account-heading" className="text-lg font-semibold text-white">
          Payout account
        </h2>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs ${account.ready ? 'bg-emerald-500/15 text-emerald-300' : 'bg-amber-500/15 text-amber-300'}`}
        >
          {account.ready ? 'Ready' : 'Setup incomplete'}
        </span>
      </div>
      {onboarding === 'return' ? (
        <p role="status" className="text-sm text-neutral-200">
          {due
            ? `Payout setup is not finished. Still needed: ${due}.`
            : account.ready
              ? 'Payout details saved.'
              : 'Payout details saved. Stripe is checking them; payouts start once they are enabled.'}
        </p>
      ) : null}
      {account.provider === 'stripe' ? (
        <dl className="flex flex-col gap-1 text-sm">
          <StatusLine label="Details submitted" isDone={account.detailsSubmitted} />
          <StatusLine label="Charges enabled" isDone={account.chargesEnabled} />
          <StatusLine label="Payouts enabled" isDone={account.payoutsEnabled} />
          {due ? (
            <div className="flex flex-col gap-0.5 pt-1">
              <dt className="text-neutral-400">Still needed</dt>
              <dd className="text-neutral-200">{due}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-neutral-400">Demo payouts: no money moves.</p>
      )}
      {onboarding === 'refresh' ? (
        <p className="text-sm text-neutral-300">The setup link expired. Continue where you left off.</p>
      ) : null}
      {!account.ready || onboarding === 'refresh' ? (
        <SetUpButton account={account} label="Continue setup" setUp={setUp} />
      ) : null}
    </section>
  );
}
