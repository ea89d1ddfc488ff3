import { Check } from 'lucide-react';
import type { Post } from '../../../contract/posts';
import { useCurrentUser } from '../../lib/auth';
import { usePollVote } from '../../lib/posts';
import { useSignInPrompt } from '../../lib/sign-in-prompt';

const votesText = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'vote' : 'votes'}`;

/**
 * A post's poll (docs/reference/people.md#posts): one button per option (`aria-pressed` on the reader's
 * choice; pressing another moves the vote), with counts and shares for readers of the post. A locked
 * post shows the labels only, not pressable; a visitor is asked to sign in first.
 */
export function PostPoll({ post }: { post: Post & { poll: NonNullable<Post['poll']> } }) {
  const { poll } = post;
  const user = useCurrentUser();
  const promptSignIn = useSignInPrompt();
  const vote = usePollVote(post);
  const total = poll.totalVotes ?? 0;

  const choose = (optionId: number) => {
    if (!user.data) return promptSignIn('Please log in to vote.');
    if (optionId !== poll.myVote) vote.mutate(optionId);
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`post-${post.id}-poll-note`}>
      <legend className="sr-only">Poll</legend>
      <ul className="flex flex-col gap-2">
        {poll.options.map((option) => {
          const isMine = poll.myVote === option.id;
          const share = option.votes !== null && total > 0 ? Math.round((option.votes / total) * 100) : 0;
          return (
            <li key={option.id}>
              <button
                type="button"
                aria-pressed={post.locked ? undefined : isMine}
                disabled={post.locked || vote.isPending}
                onClick={() => choose(option.id)}
                className={`relative flex min-h-11 w-full items-center gap-2 overflow-hidden rounded-xl border px-3 py-2 text-left text-sm disabled:cursor-not-allowed ${
                  isMine ? 'border-accent-soft text-white' : 'border-line text-neutral-200 hover:bg-white/5'
                }`}
              >
                {option.votes !== null ? (
                  <span
                    aria-hidden="true"
                    className="absolute inset-y-0 left-0 bg-accent/20"
                    style={{ width: `${share}%` }}
                  />
                ) : null}
                <span className="relative flex-1">{option.label}</span>
                {isMine ? <Check aria-label="Your vote" role="img" className="relative h-4 w-4" /> : null}
                {option.votes !== null ? (
                  <span className="relative text-xs text-neutral-300">
                    {votesText(option.votes)} · {share}%
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <p id={`post-${post.id}-poll-note`} className="text-xs text-neutral-400" aria-live="polite">
        {poll.totalVotes === null
          ? 'Results and voting are for the audience of this post.'
          : `${votesText(poll.totalVotes)}${poll.myVote === null ? '' : ' · You can change your vote.'}`}
      </p>
    </fieldset>
  );
}
