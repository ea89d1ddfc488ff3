import { useQuery } from '@tanstack/react-query';
import { Crown, ShieldAlert } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { isLockReason } from '../../../contract/lock-reasons';
import type { Story } from '../../../contract/stories';
import { paywallModeFor } from '../../components/content-lock';
import { OnceOpened } from '../../components/once-opened';
import { storyPaywallTarget } from '../../components/paywall/paywall-target';
import { Button } from '../../components/ui/button';
import { accessQueries } from '../../lib/access';
import { storyPriceLabel } from '../../lib/money';

// The dialogs load when the reader asks for them (docs/reference/performance.md#bundle).
const PaywallDialog = lazy(() =>
  import('../../components/paywall/paywall-dialog').then((m) => ({ default: m.PaywallDialog })),
);
const AgeVerificationDialog = lazy(() =>
  import('../../components/age-verification-dialog').then((m) => ({ default: m.AgeVerificationDialog })),
);

/**
 * The story page's way in for a reader without full access (docs/reference/routes.md#story-page: the paywall
 * opens from the story page too): GET /api/content-access?storyId= decides; "Buy {price}" or "Subscribe to
 * read" opens the paywall on the matching tab, "Verify Age (18+)" the age dialog. Nothing for the author or
 * a reader who has access.
 */
export function UnlockButton({ story, isAuthor }: { story: Story; isAuthor: boolean }) {
  const access = useQuery({
    ...accessQueries.contentAccess(story.id),
    enabled: !isAuthor && story.accessLevel !== 'public',
  });
  const [open, setOpen] = useState(false);
  const reason = access.data?.reason;
  if (isAuthor || !access.data || access.data.hasAccess || !isLockReason(reason)) return null;
  if (reason === 'age_verification_required') {
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <ShieldAlert aria-hidden="true" className="h-4 w-4" /> Verify Age (18+)
        </Button>
        <OnceOpened open={open}>
          <AgeVerificationDialog storyId={story.id} open={open} onOpenChange={setOpen} />
        </OnceOpened>
      </>
    );
  }
  const mode = paywallModeFor(reason);
  const price = storyPriceLabel(story);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        <Crown aria-hidden="true" className="h-4 w-4" />
        {mode === 'purchase' ? (price ? `Buy ${price}` : 'Buy') : 'Subscribe to read'}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PaywallDialog open onOpenChange={setOpen} initialMode={mode} target={storyPaywallTarget(story)} />
        </Suspense>
      ) : null}
    </>
  );
}
