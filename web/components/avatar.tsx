/** Initials of a display name ("Ada Lovelace" -> "AL"), "?" when empty. */
export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return parts
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');
}

/** A round avatar: the profile image, or the initials of the name. Decorative unless `alt` is set. */
export function Avatar({
  name,
  imageUrl,
  size = 40,
  alt = '',
}: {
  name: string | null | undefined;
  imageUrl?: string | null;
  size?: number;
  alt?: string;
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  if (imageUrl) {
    return <img src={imageUrl} alt={alt} style={style} className="shrink-0 rounded-full object-cover" />;
  }
  const className =
    'flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-violet-600 to-fuchsia-600 font-semibold text-white';
  if (alt) {
    return (
      <span role="img" aria-label={alt} style={style} className={className}>
        {initials(name)}
      </span>
    );
  }
  return (
    <span aria-hidden="true" style={style} className={className}>
      {initials(name)}
    </span>
  );
}
