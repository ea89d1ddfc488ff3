import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The "pure" entry adds Stripe.js to the page only when loadStripe is called (Stripe mode), never on
// import, so the demo provider works offline.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useForm } from 'react-hook-form';
import { Button } from '../ui/button';

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, loaded once per page. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripePaymentProps {
  publishableKey: string;
  /** The PaymentIntent's (or the subscription's first invoice's) client secret the server answered. */
  clientSecret: string;
  /** The pay button's label, e.g. "Pay $4.99". */
  payLabel: string;
  /** Stripe accepted the payment; access follows when Stripe's webhook reaches the server. */
  onPaid: () => void;
  onError: (message: string) => void;
}

/**
 * Stripe's Payment Element for one client secret (docs/reference/money.md#providers, Stripe docs "Accept a
 * payment": `stripe.confirmPayment` with `redirect: 'if_required'`, so cards complete without leaving the
 * page).
 */
export function StripePayment(props: StripePaymentProps) {
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{ clientSecret: props.clientSecret, appearance: { theme: 'night' } }}
    >
      <StripePaymentForm {...props} />
    </Elements>
  );
}

function StripePaymentForm({ payLabel, onPaid, onError }: StripePaymentProps) {
  const stripe = useStripe();
  const elements = useElements();
  // The card fields are Stripe's own (an iframe it validates): the form holds no values of ours, only
  // the app's one submit pattern, whose `isSubmitting` disables Pay while Stripe confirms.
  const form = useForm();
  const isPaying = form.formState.isSubmitting;
  const submit = form.handleSubmit(async () => {
    if (!stripe || !elements) return;
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    if (result.error) onError(result.error.message ?? 'Unable to process your purchase. Please try again.');
    else onPaid();
  });
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <PaymentElement />
      <Button type="submit" disabled={!stripe || isPaying}>
        {isPaying ? 'Processing...' : payLabel}
      </Button>
    </form>
  );
}
