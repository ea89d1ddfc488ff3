/**
 * An `<img src>` for a story cover. Spec section 3: coverUrl is a data URI, an inline SVG string or an
 * http URL; an inline SVG is wrapped into a data URI (an <img> never runs its scripts). Null when absent.
 */
export function coverSrc(coverUrl: string | null | undefined): string | null {
  if (!coverUrl) return null;
  const value = coverUrl.trim();
  if (value.startsWith('<svg') || value.startsWith('<?xml')) {
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(value)}`;
  }
  if (/^(https?:\/\/|data:image\/|\/)/.test(value)) return value;
  return null;
}
