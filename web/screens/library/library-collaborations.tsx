import { Check, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { Collaboration } from '../../../contract/collaborators';
import { Button } from '../../components/ui/button';
import { ROLE_LABELS, shareLabel, useAnswerInvitation, useMyCollaborations } from '../../lib/collaborators';
import { showErrorToast, showToast } from '../../lib/toast';

/** One pending invitation: story, owner, role and share, with Accept and Decline. */
function Invitation({ item }: { item: Collaboration }) {
  const answer = useAnswerInvitation();
  const titleId = `invitation-${item.id}`;
  const reply = (accept: boolean) =>
    answer.mutate(
      { id: item.id, accept },
      {
        onSuccess: () =>
          showToast(
            accept ? 'Invitation accepted' : 'Invitation declined',
            accept
              ? `You now work on "${item.storyTitle}" as ${ROLE_LABELS[item.role]}.`
              : `You declined "${item.storyTitle}".`,
          ),
        onError: (error) => showErrorToast(error, 'Error', 'Failed to answer the invitation.'),
      },
    );
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-accent-soft/40 bg-panel p-3">
      <div>
        <h3 id={titleId} className="font-semibold text-white">
          {item.storyTitle}
        </h3>
        <p className="text-sm text-neutral-400">
          {item.owner.displayName || item.owner.username} invites you as {ROLE_LABELS[item.role]}
          {item.shareBps > 0 ? ` · share ${shareLabel(item.shareBps)}` : ''}
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" aria-describedby={titleId} disabled={answer.isPending} onClick={() => reply(true)}>
          <Check aria-hidden="true" className="h-4 w-4" /> Accept
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={titleId}
          disabled={answer.isPending}
          onClick={() => reply(false)}
        >
          <X aria-hidden="true" className="h-4 w-4" /> Decline
        </Button>
      </div>
    </li>
  );
}

/**
 * The Library's "Collaborations" section, id `collaborations` (docs/reference/stories.md#collaborators):
 * pending invitations (story, owner, role) with Accept and Decline, then the stories the user works on
 * with others, each linking to its story page. Hidden while loading and when there are none; opened at
 * /library#collaborations (the invitation notification's link), it scrolls into view once loaded.
 */
export function LibraryCollaborations() {
  const mine = useMyCollaborations();
  const section = useRef<HTMLElement>(null);
  const hasItems = (mine.data?.length ?? 0) > 0;
  useEffect(() => {
    if (hasItems && window.location.hash === '#collaborations') {
      section.current?.scrollIntoView({ block: 'start' });
      section.current?.focus({ preventScroll: true });
    }
  }, [hasItems]);
  if (!mine.data || mine.data.length === 0) return null;
  const pending = mine.data.filter((c) => c.status === 'invited');
  const accepted = mine.data.filter((c) => c.status === 'accepted');
  return (
    <section
      id="collaborations"
      ref={section}
      tabIndex={-1}
      aria-labelledby="collaborations-heading"
      className="flex scroll-mt-20 flex-col gap-3 focus:outline-none"
    >
      <h2 id="collaborations-heading" className="text-lg font-semibold text-white">
        Collaborations
      </h2>
      {pending.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Invitations">
          {pending.map((item) => (
            <Invitation key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      {accepted.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Stories you collaborate on">
          {accepted.map((item) => (
            <li key={item.id} className="relative rounded-2xl border border-line bg-panel p-3">
              <h3 className="truncate font-semibold text-white">
                <Link
                  href={`/reading/${item.storyId}`}
                  className="after:absolute after:inset-0 after:rounded-2xl"
                >
                  {item.storyTitle}
                </Link>
              </h3>
              <p className="truncate text-sm text-neutral-400">
                {ROLE_LABELS[item.role]} with {item.owner.displayName || item.owner.username}
                {item.storyIsPublished ? '' : ' · Draft'}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
