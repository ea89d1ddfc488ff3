import type { Story } from '../../../contract/stories';
import { useSetCommunityVoting } from '../../lib/proposals';
import { showErrorToast, showToast } from '../../lib/toast';

/**
 * The author's "Community voting" switch on the Manage tab (PATCH /api/stories/{id}
 * {communityVotingEnabled}): on, readers propose and vote on the next chapter, which the AI writes
 * from the winning idea; off, the author writes on alone.
 */
export function CommunityVotingSwitch({ story }: { story: Story }) {
  const setVoting = useSetCommunityVoting();
  const isOn = story.communityVotingEnabled;
  const toggle = () =>
    setVoting.mutate(
      { id: story.id, isEnabled: !isOn },
      {
        onSuccess: () =>
          showToast(
            'Story Updated',
            isOn ? 'Community voting is off.' : 'Readers can now propose and vote on the next chapter.',
          ),
        onError: (error) => showErrorToast(error, 'Error', 'Failed to update community voting.'),
      },
    );
  return (
    <section
      aria-labelledby="community-voting-label"
      className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-panel p-4"
    >
      <div>
        <h2 id="community-voting-label" className="font-semibold text-white">
          Community voting
        </h2>
        <p id="community-voting-hint" className="text-sm text-neutral-400">
          Readers propose ideas for the next chapter and vote; the AI writes the winner.
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby="community-voting-label"
        aria-describedby="community-voting-hint"
        disabled={setVoting.isPending}
        onClick={toggle}
        className={`relative h-7 w-12 shrink-0 rounded-full transition-colors disabled:opacity-60 ${
          isOn ? 'bg-accent' : 'bg-neutral-600'
        }`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform ${
            isOn ? 'translate-x-5' : ''
          }`}
        />
      </button>
    </section>
  );
}
