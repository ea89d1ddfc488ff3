import { useQuery } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import type { Story } from '../../../contract/stories';
import { StoryCard } from '../../components/story-card';
import { StoryCover } from '../../components/story-cover';
import { Button } from '../../components/ui/button';
import { HubSection } from './hub-section';

export const subscribedKey = ['/api/stories/subscribed?limit=3'] as const;

/**
 * From Your Subscriptions (spec section 2): the first 3 stories by subscribed authors, each with a
 * "Read Premium Content" button. Hidden while loading, on error and when empty.
 */
export function SubscriptionShelf({ onRead }: { onRead: (storyId: number) => void }) {
  const stories = useQuery<Story[]>({ queryKey: subscribedKey });
  const items = stories.data?.slice(0, 3) ?? [];
  if (items.length === 0) return null;
  return (
    <HubSection title="From Your Subscriptions">
      <ul className="flex flex-col gap-3">
        {items.map((story) => (
          <li key={story.id} className="flex items-center gap-3 rounded-2xl border border-line bg-panel p-3">
            <StoryCover
              id={story.id}
              title={story.title}
              coverUrl={story.coverUrl}
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
 * Premium Content (spec section 2): the first 5 premium stories among the trending ones, with a
 * Premium badge and the story's own price. Hidden when none.
 */
export function PremiumShelf({ trending, onRead }: { trending: Story[]; onRead: (storyId: number) => void }) {
  const premium = trending.filter((story) => story.isPremium).slice(0, 5);
  if (premium.length === 0) return null;
  return (
    <HubSection
      title="Premium Content"
      note={<Crown aria-hidden="true" className="h-4 w-4 text-amber-300" />}
    >
      <ul className="flex flex-col gap-3">
        {premium.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} onRead={onRead} />
          </li>
        ))}
      </ul>
    </HubSection>
  );
}

/** Free Previews (spec section 2): the first 3 stories of the search list. Hidden when none. */
export function FreePreviewShelf({
  stories,
  onRead,
}: {
  stories: Story[];
  onRead: (storyId: number) => void;
}) {
  const items = stories.slice(0, 3);
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
