import { useQuery } from '@tanstack/react-query';
import { Crown, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { type ContentAccess, ZLockReason } from '../../../contract/access';
import type { Story } from '../../../contract/stories';
import { AgeVerificationDialog } from '../../components/age-verification-dialog';
import { paywallModeFor } from '../../components/content-lock';
import { PaywallDialog } from '../../components/paywall/paywall-dialog';
import { Button } from '../../components/ui/button';
import { accessKeys } from '../../lib/access';
import { storyPriceLabel } from '../../lib/money';

/**
 * The story page's way in for a reader without full access (spec section 2: the paywall opens from the
 * story page too): GET /api/content-access?storyId= decides; "Buy {price}" or "Subscribe to read"
 * opens the paywall on the matching tab, "Verify Age (18+)" the age dialog. Nothing for the author or
 * a reader who has access.
 */
export function UnlockButton({ story, isAuthor }: { story: Story; isAuthor: boolean }) {
  const access = useQuery<ContentAccess>({
    queryKey: accessKeys.contentAccess(story.id),
    enabled: !isAuthor && story.accessLevel !== 'public',
  });
  const [open, setOpen] = useState(false);
  const reason = ZLockReason.safeParse(access.data?.reason);
  if (isAuthor || !access.data || access.data.hasAccess || !reason.success) return null;
  if (reason.data === 'age_verification_required') {
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <ShieldAlert aria-hidden="true" className="h-4 w-4" /> Verify Age (18+)
        </Button>
        <AgeVerificationDialog storyId={story.id} open={open} onOpenChange={setOpen} />
      </>
    );
  }
  const mode = paywallModeFor(reason.data);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        <Crown aria-hidden="true" className="h-4 w-4" />
        {mode === 'purchase' ? `Buy ${storyPriceLabel(story)}` : 'Subscribe to read'}
      </Button>
      {open ? (
        <PaywallDialog
          open
          onOpenChange={setOpen}
          initialMode={mode}
          target={{
            storyId: story.id,
            authorId: story.authorId,
            authorName: story.author.displayName || story.author.username,
            authorUsername: story.author.username,
            contentTitle: story.title,
            requiredTierId: story.accessLevel === 'tier_specific' ? story.requiredTierId : null,
            price: story.isPremium ? (story.price ?? story.individualPrice) : null,
          }}
        />
      ) : null}
    </>
  );
}
