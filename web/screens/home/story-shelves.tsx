import { Crown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Story } from '../../../contract/stories';
import { StoryCard } from '../../components/story-card';
import { StoryCover } from '../../components/story-cover';
import { Button } from '../../components/ui/button';
import { useCurrentUser } from '../../lib/auth';
import { storyPriceLabel } from '../../lib/money';
import { HubSection } from './hub-section';

// Loaded when a reader taps Buy: the paywall stays out of the hub's first load
// (docs/reference/performance.md#bundle).
const PaywallDialog = lazy(() =>
  import('../../components/paywall/paywall-dialog').then((m) => ({ default: m.PaywallDialog })),
);

/** docs/reference/limits.md#lists: the hub's shelf sizes. */
export const SUBSCRIPTION_FEED_SIZE = 3;
export const PREMIUM_SHELF_SIZE = 5;
export const FREE_PREVIEWS_SIZE = 3;

/** Whether anyone may read a story in full for free (it belongs under "Free Previews"). */
export function isFreeStory(story: Story): boolean {
  return story.accessLevel === 'public' && !story.isPremium;
}

/**
 * From Your Subscriptions (docs/reference/routes.md#home): the first 3 of `stories` (by subscribed authors,
 * loaded by the home screen), each with a "Read Premium Content" button. Hidden when empty. It holds no query
 * of its own: mounted when the home screen's shelves stop loading, a second observer re-fetched a failed
 * query on mount, which put the shelves back to loading and unmounted it, in a loop.
 */
export function SubscriptionShelf({
  stories,
  onRead,
}: {
  stories: Story[];
  onRead: (storyId: number) => void;
}) {
  const items = stories.slice(0, SUBSCRIPTION_FEED_SIZE);
  if (items.length === 0) return null;
  return (
    <HubSection title="From Your Subscriptions">
      <ul className="flex flex-col gap-3">
        {items.map((story) => (
          <li key={story.id} className="flex items-center gap-3 rounded-2xl border border-line bg-panel p-3">
            <StoryCover
              id={story.id}
              title={story.title}
              genre={story.genre}
              coverUrl={story.coverUrl}
              coverImages={story.coverImages}
              sizes="48px"
              className="h-16 w-12 rounded-lg"
            />
            <div className="min-w-0 flex-1">
              <h3 className="truncate font-semibold text-white">{story.title}</h3>
              <p className="truncate text-sm text-neutral-400">by {story.author.displayName}</p>
            </div>
            <Button size="sm" onClick={() => onRead(story.id)}>
              Read Premium Content
            </Button>
          </li>
        ))}
      </ul>
    </HubSection>
  );
}

/**
 * Premium Content (docs/reference/routes.md#home): the first 5 premium stories among the trending ones, with
 * a Premium badge, the story's own price and a Buy button (the paywall's Buy Once). Hidden when none.
 */
export function PremiumShelf({ trending, onRead }: { trending: Story[]; onRead: (storyId: number) => void }) {
  const premium = trending.filter((story) => story.isPremium).slice(0, PREMIUM_SHELF_SIZE);
  const [buying, setBuying] = useState<Story | null>(null);
  const user = useCurrentUser();
  if (premium.length === 0) return null;
  return (
    <HubSection
      title="Premium Content"
      note={<Crown aria-hidden="true" className="h-4 w-4 text-amber-300" />}
    >
      <ul className="flex flex-col gap-3">
        {premium.map((story) => (
          <li key={story.id} className="flex flex-col gap-2">
            <StoryCard story={story} onRead={onRead} />
            {story.authorId === user.data?.id ? null : (
              <Button variant="outline" size="sm" onClick={() => setBuying(story)}>
                Buy {storyPriceLabel(story)}
                <span className="sr-only">: {story.title}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {buying ? (
        <Suspense fallback={null}>
          <PaywallDialog
            open
            onOpenChange={(open) => {
              if (!open) setBuying(null);
            }}
            target={{
              storyId: buying.id,
              authorId: buying.authorId,
              authorName: buying.author.displayName || buying.author.username,
              authorUsername: buying.author.username,
              contentTitle: buying.title,
              price: buying.price ?? buying.individualPrice,
            }}
            onUnlocked={() => onRead(buying.id)}
          />
        </Suspense>
      ) : null}
    </HubSection>
  );
}

/**
 * Free Previews (docs/reference/routes.md#home): the first 3 stories of the search list that anyone reads
 * free (a premium or subscriber-only story never appears here). Hidden when none.
 */
export function FreePreviewShelf({
  stories,
  onRead,
}: {
  stories: Story[];
  onRead: (storyId: number) => void;
}) {
  const items = stories.filter(isFreeStory).slice(0, FREE_PREVIEWS_SIZE);
  if (items.length === 0) return null;
  return (
    <HubSection title="Free Previews">
      <ul className="grid gap-3 md:grid-cols-3">
        {items.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} onRead={onRead} compact />
          </li>
        ))}
      </ul>
    </HubSection>
  );
}
