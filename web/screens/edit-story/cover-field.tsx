/** The edit screen's cover field: owned by the cover work; a placeholder until it lands. */
export function CoverField(_props: { storyId: number; title: string; coverUrl: string | null }) {
  return null;
}
