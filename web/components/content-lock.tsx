import { Crown, Lock, ShieldAlert } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { AGE_LOCK_MESSAGE, type LockReason, paidLockMessage } from '../../contract/lock-reasons';
import type { Story } from '../../contract/stories';
import { useSignInPrompt } from '../lib/sign-in-prompt';
import { OnceOpened } from './once-opened';
import { type PaywallMode, storyPaywallTarget } from './paywall/paywall-target';

// The dialogs load when the reader asks to unlock, not with every locked chapter
// (docs/reference/performance.md#bundle).
const PaywallDialog = lazy(() =>
  import('./paywall/paywall-dialog').then((m) => ({ default: m.PaywallDialog })),
);
const AgeVerificationDialog = lazy(() =>
  import('./age-verification-dialog').then((m) => ({ default: m.AgeVerificationDialog })),
);

/** Which paywall tab a lock reason opens on (docs/reference/money.md#paywall). */
export function paywallModeFor(reason: LockReason): PaywallMode {
  return reason === 'subscription_required' || reason === 'tier_required' ? 'subscribe' : 'purchase';
}

/**
 * What the lock says for each reason: the texts of docs/reference/texts.md#locks and the action that unlocks
 * it. A paid lock names only what its paywall offers (`isForSale`: the story can be bought).
 */
function lockCopy(reason: LockReason, isForSale: boolean): { title: string; text: string; action: string } {
  if (reason === 'age_verification_required') {
    return { title: 'Age Verification Required', text: AGE_LOCK_MESSAGE, action: 'Verify Age (18+)' };
  }
  if (reason === 'login_required') {
    return { title: 'Sign in to keep reading', text: AGE_LOCK_MESSAGE, action: 'Sign In' };
  }
  return { title: 'Premium Content', text: paidLockMessage(reason, isForSale), action: 'Unlock Content' };
}

const primary =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-[var(--color-accent)] px-5 font-medium text-sm text-white';
const secondary =
  'inline-flex h-11 items-center justify-center rounded-full border border-current/25 px-5 font-medium text-sm hover:bg-current/10';

/**
 * The reader's lock state for a locked chapter (docs/reference/routes.md#reader,
 * docs/reference/reading.md#readers): "Premium Content" with the spec's text and "Unlock Content" (opens the
 * paywall on Buy Once or Subscribe as the reason says), or "Age Verification Required" with "Verify Age
 * (18+)" (opens the age dialog); a signed-out visitor is asked to sign in. `onBack` adds "Back to Stories".
 * Unlocking reloads the chapter through the query cache, so the reader reads on where it stood.
 */
export function ContentLock({
  story,
  chapterId,
  reason,
  onBack,
  headingLevel = 2,
}: {
  story: Story;
  /** The locked chapter: the paywall then sells it alone when its author priced it so. */
  chapterId?: number;
  reason: LockReason;
  onBack?: () => void;
  headingLevel?: 2 | 3;
}) {
  const [isPaywallOpen, setPaywallOpen] = useState(false);
  const [isAgeOpen, setAgeOpen] = useState(false);
  const actionRef = useRef<HTMLButtonElement>(null);
  const copy = lockCopy(reason, Boolean(storyPaywallTarget(story).price));
  const promptSignIn = useSignInPrompt();
  const Heading = `h${headingLevel}` as const;
  const Icon =
    reason === 'age_verification_required' ? ShieldAlert : reason === 'login_required' ? Lock : Crown;
  return (
    <section
      aria-label={copy.title}
      className="flex flex-col items-center gap-3 rounded-2xl border border-current/20 px-5 py-6 text-center"
    >
      <Icon aria-hidden="true" className="size-8 opacity-80" />
      <Heading className="font-semibold text-xl">{copy.title}</Heading>
      <p className="max-w-sm opacity-85">{copy.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {reason === 'login_required' ? (
          <button
            type="button"
            className={primary}
            onClick={() => promptSignIn('Please log in to keep reading.')}
          >
            {copy.action}
          </button>
        ) : (
          <button
            ref={actionRef}
            type="button"
            className={primary}
            onClick={() => (reason === 'age_verification_required' ? setAgeOpen(true) : setPaywallOpen(true))}
          >
            {copy.action}
          </button>
        )}
        {onBack ? (
          <button type="button" className={secondary} onClick={onBack}>
            Back to Stories
          </button>
        ) : null}
      </div>
      {isPaywallOpen ? (
        <Suspense fallback={null}>
          <PaywallDialog
            open
            onOpenChange={setPaywallOpen}
            initialMode={paywallModeFor(reason)}
            returnFocusRef={actionRef}
            target={storyPaywallTarget(story, chapterId)}
          />
        </Suspense>
      ) : null}
      <OnceOpened open={isAgeOpen}>
        <AgeVerificationDialog
          storyId={story.id}
          open={isAgeOpen}
          onOpenChange={setAgeOpen}
          returnFocusRef={actionRef}
        />
      </OnceOpened>
    </section>
  );
}
