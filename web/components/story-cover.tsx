import type { CoverImage } from '../../contract/images';
import { coverSrc } from '../lib/cover';
import { GeneratedCover } from './generated-cover';

/**
 * A story's cover image, or a cover drawn from its title and genre when it has none (`GeneratedCover`).
 * Decorative. `id` is kept for callers; the drawing depends on title and genre only. With an uploaded
 * cover's `coverImages` (docs/reference/stories.md#covers) the browser picks the size from `srcSet` for
 * the drawn width `sizes` (CSS px, default 96px) and the screen's density.
 */
export function StoryCover({
  title,
  genre,
  coverUrl,
  coverImages,
  sizes = '96px',
  className = '',
}: {
  id: number;
  title: string;
  genre?: string | null;
  coverUrl: string | null;
  coverImages?: CoverImage[] | null;
  sizes?: string;
  className?: string;
}) {
  const src = coverSrc(coverUrl);
  if (src && coverImages && coverImages.length > 0) {
    return (
      <img
        src={src}
        srcSet={coverImages.map((size) => `${size.url} ${size.width}w`).join(', ')}
        sizes={sizes}
        alt=""
        className={`object-cover ${className}`}
        loading="lazy"
      />
    );
  }
  if (src) return <img src={src} alt="" className={`object-cover ${className}`} loading="lazy" />;
  return <GeneratedCover title={title} genre={genre} className={className} />;
}
