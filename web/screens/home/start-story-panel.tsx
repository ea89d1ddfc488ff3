import { PenLine } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';

/** The "Start Your Story" panel with "Create New Story" (docs/reference/routes.md#home). */
export function StartStoryPanel() {
  const [, navigate] = useLocation();
  return (
    <section
      aria-labelledby="start-your-story"
      className="flex flex-col items-start gap-3 rounded-2xl bg-gradient-to-br from-violet-700/60 to-fuchsia-800/40 p-5"
    >
      <PenLine aria-hidden="true" className="h-7 w-7 text-white" />
      <h2 id="start-your-story" className="text-lg font-semibold text-white">
        Start Your Story
      </h2>
      <p className="text-sm text-neutral-200">Write by hand or with AI help, chapter by chapter.</p>
      <Button onClick={() => navigate('/create')}>Create New Story</Button>
    </section>
  );
}
