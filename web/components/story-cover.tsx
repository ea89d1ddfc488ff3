import { coverSrc } from '../lib/cover';
import { GeneratedCover } from './generated-cover';

/**
 * A story's cover image, or a cover drawn from its title and genre when it has none (`GeneratedCover`).
 * Decorative. `id` is kept for callers; the drawing depends on title and genre only.
 */
export function StoryCover({
  title,
  genre,
  coverUrl,
  className = '',
}: {
  id: number;
  title: string;
  genre?: string | null;
  coverUrl: string | null;
  className?: string;
}) {
  const src = coverSrc(coverUrl);
  if (src) return <img src={src} alt="" className={`object-cover ${className}`} loading="lazy" />;
  return <GeneratedCover title={title} genre={genre} className={className} />;
}
