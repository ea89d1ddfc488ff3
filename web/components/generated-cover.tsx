import { useId } from 'react';
import { type CoverArt, coverArt } from '../lib/cover';

/** The motif of a generated cover, drawn in white at low opacity over the gradient (100 x 150 units). */
function Motif({ motif }: { motif: CoverArt['motif'] }) {
  const stroke = { fill: 'none', stroke: 'white', strokeOpacity: 0.18, strokeWidth: 3 };
  switch (motif) {
    case 'rings':
      return (
        <g {...stroke}>
          {[18, 34, 50, 66].map((r) => (
            <circle key={r} cx={100} cy={0} r={r} />
          ))}
        </g>
      );
    case 'stripes':
      return (
        <g {...stroke}>
          {[-60, -30, 0, 30, 60, 90, 120].map((x) => (
            <line key={x} x1={x} y1={150} x2={x + 90} y2={0} />
          ))}
        </g>
      );
    case 'dots':
      return (
        <g fill="white" fillOpacity={0.16}>
          {[15, 40, 65, 90].flatMap((x) =>
            [20, 50, 80, 110, 140].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r={4} />),
          )}
        </g>
      );
    case 'waves':
      return (
        <g {...stroke}>
          {[30, 60, 90, 120].map((y) => (
            <path key={y} d={`M0 ${y} q25 -18 50 0 t50 0`} />
          ))}
        </g>
      );
    case 'diamonds':
      return (
        <g {...stroke}>
          {[25, 75].flatMap((x) =>
            [30, 75, 120].map((y) => <path key={`${x}-${y}`} d={`M${x} ${y - 18}l18 18l-18 18l-18 -18z`} />),
          )}
        </g>
      );
    default:
      return (
        <g {...stroke}>
          {[30, 50, 70].map((r) => (
            <path key={r} d={`M${50 - r} 150a${r} ${r} 0 0 1 ${2 * r} 0`} />
          ))}
        </g>
      );
  }
}

/**
 * A drawn cover for a story without an image: a gradient and motif from its title and genre
 * (`coverArt`, deterministic), with the title's initials in white (at least 4.5:1 on the dark
 * background). Decorative: the title is read from the card next to it.
 */
export function GeneratedCover({
  title,
  genre,
  className = '',
}: {
  title: string;
  genre?: string | null;
  className?: string;
}) {
  const art = coverArt(title, genre);
  const gradientId = useId();
  const [from, to] = art.hues;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 100 150"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      data-cover-motif={art.motif}
    >
      <defs>
        <linearGradient id={gradientId} gradientTransform={`rotate(${art.angle - 90} 0.5 0.5)`}>
          <stop offset="0" stopColor={`hsl(${from} 55% ${art.lightness}%)`} />
          <stop offset="1" stopColor={`hsl(${to} 60% ${art.lightness - 10}%)`} />
        </linearGradient>
      </defs>
      <rect width="100" height="150" fill={`url(#${gradientId})`} />
      <Motif motif={art.motif} />
      <text
        x="50"
        y="84"
        textAnchor="middle"
        fill="white"
        fontSize={art.initials.length > 1 ? 34 : 42}
        fontWeight="700"
        fontFamily="ui-serif, Georgia, serif"
      >
        {art.initials}
      </text>
    </svg>
  );
}
