import { coverSrc } from '../lib/cover';

const gradients = [
  'from-violet-700 to-indigo-900',
  'from-fuchsia-700 to-purple-900',
  'from-sky-700 to-indigo-900',
  'from-emerald-700 to-teal-900',
  'from-amber-700 to-rose-900',
];

/** A story's cover image, or a gradient with the title's first letter when it has none. Decorative. */
export function StoryCover({
  id,
  title,
  coverUrl,
  className = '',
}: {
  id: number;
  title: string;
  coverUrl: string | null;
  className?: string;
}) {
  const src = coverSrc(coverUrl);
  if (src) return <img src={src} alt="" className={`object-cover ${className}`} loading="lazy" />;
  return (
    <div
      aria-hidden="true"
      className={`flex items-center justify-center bg-gradient-to-br text-2xl font-bold text-white/80 ${gradients[id % gradients.length]} ${className}`}
    >
      {title.trim().charAt(0).toUpperCase() || '?'}
    </div>
  );
}
