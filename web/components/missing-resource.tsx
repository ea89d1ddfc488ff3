import { SearchX } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from './ui/button';
import { EmptyState } from './ui/states';

/** A "not found" state for an unknown, deleted or inaccessible resource, with a way home. */
export function MissingResource({ title, description }: { title: string; description: string }) {
  const [, navigate] = useLocation();
  return (
    <EmptyState title={title} description={description} icon={<SearchX className="h-10 w-10" />}>
      <Button onClick={() => navigate('/')}>Go Home</Button>
    </EmptyState>
  );
}
