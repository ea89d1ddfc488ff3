import { Lightbulb } from 'lucide-react';
import { useLocation } from 'wouter';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/states';

/** /proposals/{storyId}/{chapterId} (spec section 2): the chapter's proposals; "No Ideas Yet" for now. */
export function ProposalsScreen({ storyId }: { storyId: number; chapterId: number }) {
  const [, navigate] = useLocation();
  return (
    <ScreenLayout header={<ScreenHeader title="Chapter Ideas" backHref={`/reading/${storyId}`} />}>
      <EmptyState
        title="No Ideas Yet"
        description="No one has proposed an idea for the next chapter."
        icon={<Lightbulb className="h-10 w-10" />}
      >
        <Button variant="secondary" onClick={() => navigate(`/reading/${storyId}`)}>
          Back to Story
        </Button>
      </EmptyState>
    </ScreenLayout>
  );
}
