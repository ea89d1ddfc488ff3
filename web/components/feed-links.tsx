import { Rss } from 'lucide-react';
import { useEffect } from 'react';

/**
 * The RSS 2.0 and Atom feeds of a story or an author (docs/reference/platform.md#feeds): visible links, and
 * the `<link rel="alternate">` tags of RSS Autodiscovery in the document head while the page is open (the
 * server writes them too on a first load, server/modules/public/page-meta.ts). `base` is the feed URL
 * without its extension, e.g. `/api/stories/12/feed`.
 */
export function FeedLinks({ base, title }: { base: string; title: string }) {
  useEffect(() => {
    const feeds = [
      { type: 'application/rss+xml', href: `${base}.rss`, title: `${title} (RSS)` },
      { type: 'application/atom+xml', href: `${base}.atom`, title: `${title} (Atom)` },
    ];
    // The server-written tags describe the same page: replace them rather than list each feed twice.
    for (const old of document.head.querySelectorAll('link[rel="alternate"]')) old.remove();
    const links = feeds.map((feed) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.type = feed.type;
      link.title = feed.title;
      link.href = feed.href;
      document.head.append(link);
      return link;
    });
    return () => {
      for (const link of links) link.remove();
    };
  }, [base, title]);
  const linkClass = 'rounded px-1 py-1 text-accent-soft underline-offset-4 hover:underline';
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-neutral-400">
      <Rss aria-hidden="true" className="h-4 w-4 text-amber-400" />
      <span>New chapters by feed:</span>
      <a href={`${base}.rss`} type="application/rss+xml" className={linkClass}>
        RSS
      </a>
      <a href={`${base}.atom`} type="application/atom+xml" className={linkClass}>
        Atom
      </a>
    </p>
  );
}
