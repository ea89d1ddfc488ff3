import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { splitParagraphs } from '../../../contract/paragraphs';
import type { Post } from '../../../contract/posts';
import { Button, buttonClass } from '../../components/ui/button';
import { formatDate } from '../../lib/dates';
import { audienceLabel, subscribeHref } from './post-audience';
import { PostPoll } from './post-poll';

/**
 * One author post (docs/reference/people.md#posts): author and date, title (a link to /posts/{id} unless
 * `isPage`), who it is for, then the text, or for a reader outside its audience a lock with a way in
 * (Subscribe, or Follow for a followers' post: `onSubscribe` when given), and its poll.
 */
export function PostCard({
  post,
  isPage = false,
  onSubscribe,
}: {
  post: Post;
  isPage?: boolean;
  /** Opens the subscribe choices in place (the author page's tab); else the lock links to them. */
  onSubscribe?: () => void;
}) {
  const titleId = `post-${post.id}-title`;
  const Heading = isPage ? 'h1' : 'h3';
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-4"
      data-testid="post-card"
    >
      <header className="flex flex-col gap-1">
        <p className="text-xs text-neutral-400">
          <Link href={`/author/${encodeURIComponent(post.author.username)}`} className="hover:underline">
            {post.author.displayName}
          </Link>
          {' · '}
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          {post.editedAt ? ' · edited' : ''}
        </p>
        <Heading id={titleId} className={`font-semibold text-white ${isPage ? 'text-2xl' : 'text-base'}`}>
          {isPage ? (
            post.title
          ) : (
            <Link href={`/posts/${post.id}`} className="hover:underline">
              {post.title}
            </Link>
          )}
        </Heading>
        <p className="flex items-center gap-1 text-xs text-accent-soft">
          {post.locked ? <Lock aria-hidden="true" className="h-3.5 w-3.5" /> : null}
          {audienceLabel(post)}
        </p>
      </header>
      {post.locked ? (
        <LockedBody post={post} onSubscribe={onSubscribe} />
      ) : (
        <PostBody text={post.body ?? ''} />
      )}
      {post.poll ? <PostPoll post={{ ...post, poll: post.poll }} /> : null}
    </article>
  );
}

function PostBody({ text }: { text: string }) {
  const paragraphs = splitParagraphs(text);
  if (paragraphs.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 text-sm leading-relaxed text-neutral-200">
      {paragraphs.map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never reorder
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}

/** The lock of a post outside the reader's audience: what it takes, and the button that leads there. */
function LockedBody({ post, onSubscribe }: { post: Post; onSubscribe?: () => void }) {
  const isFollowers = post.audience === 'followers';
  const authorHref = `/author/${encodeURIComponent(post.author.username)}`;
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-line p-3">
      <p className="text-sm text-neutral-300">
        {isFollowers
          ? `Follow or subscribe to ${post.author.displayName} to read this post.`
          : `Subscribe to ${post.author.displayName} to read this post.`}
      </p>
      {onSubscribe ? (
        <Button size="sm" onClick={onSubscribe}>
          Subscribe
        </Button>
      ) : (
        <Link href={isFollowers ? authorHref : subscribeHref(post)} className={buttonClass('primary', 'sm')}>
          {isFollowers ? 'Follow' : 'Subscribe'}
        </Link>
      )}
    </div>
  );
}
