import { ShieldX } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/states';

/**
 * Shown to anyone but the story's author on the chapter editors (docs/reference/routes.md#chapter-editors).
 */
export function AccessDenied({ storyId }: { storyId?: number }) {
  const [, navigate] = useLocation();
  return (
    <EmptyState
      title="Access Denied"
      description="Only the story author can edit chapters."
      icon={<ShieldX className="h-10 w-10" />}
    >
      <Button variant="secondary" onClick={() => navigate(storyId ? `/reading/${storyId}` : '/')}>
        {storyId ? 'Back to Story' : 'Go Home'}
      </Button>
    </EmptyState>
  );
}
