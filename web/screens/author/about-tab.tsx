import type { AuthorProfile } from '../../../contract/creators';
import { formatMonthYear } from '../../lib/dates';

/** A handle without its leading @ (docs/reference/routes.md#author-page: "leading @ stripped"). */
function handle(value: string): string {
  return value.trim().replace(/^@+/, '');
}

/**
 * The author page's About tab (docs/reference/routes.md#author-page): bio, total views, reviews count,
 * "Connect with me" (website, Twitter and Instagram built from the handles) and "Joined" month and year.
 */
export function AboutTab({ author }: { author: AuthorProfile }) {
  const { website, twitter, instagram } = author.socialLinks;
  const links = [
    website ? { label: 'Website', href: website } : null,
    twitter ? { label: `Twitter @${handle(twitter)}`, href: `https://twitter.com/${handle(twitter)}` } : null,
    instagram
      ? { label: `Instagram @${handle(instagram)}`, href: `https://instagram.com/${handle(instagram)}` }
      : null,
  ].filter((link) => link !== null);
  return (
    <div className="flex flex-col gap-4">
      {author.bio ? (
        <p className="max-w-prose whitespace-pre-line text-neutral-200">{author.bio}</p>
      ) : (
        <p className="text-neutral-400">No bio yet.</p>
      )}
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl border border-line bg-panel p-3">
          <dt className="text-sm text-neutral-400">Total views</dt>
          <dd className="text-lg font-semibold text-white">{author.stats.totalViews.toLocaleString()}</dd>
        </div>
        <div className="rounded-2xl border border-line bg-panel p-3">
          <dt className="text-sm text-neutral-400">Reviews</dt>
          <dd className="text-lg font-semibold text-white">{author.stats.totalReviews.toLocaleString()}</dd>
        </div>
      </dl>
      {links.length > 0 ? (
        <section aria-labelledby="connect-heading" className="flex flex-col gap-2">
          <h2 id="connect-heading" className="font-semibold text-white">
            Connect with me
          </h2>
          <ul className="flex flex-wrap gap-2">
            {links.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-accent-soft underline-offset-2 hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="text-sm text-neutral-400">Joined {formatMonthYear(author.joinedDate)}</p>
    </div>
  );
}
