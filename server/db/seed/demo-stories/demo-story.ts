/** The shape of one original demo story in the seed (server/db/seed/seed.ts). */
export interface DemoStory {
  authorUsername: 'ada' | 'tomas';
  title: string;
  genre: string; // one of: Fantasy, Sci-Fi, Romance, Mystery, Horror, Adventure, Comedy
  summary: string; // 1–2 sentences
  tags: string[]; // 2–4 lowercase tags
  setting: string; // one short phrase
  isPublished: boolean;
  chapters: { title: string; content: string }[];
  /**
   * Paid demo stories (docs/reference/money.md#subscriptions): `premium` sells the story (individualPrice,
   * dollars); `subscribers` needs any subscription to the author; `tier_specific` a tier at least as dear as
   * `requiredTier` (one of the author's demo tiers, by name). Absent: public.
   */
  access?: {
    accessLevel: 'premium' | 'subscribers' | 'tier_specific';
    individualPrice?: string;
    requiredTier?: string;
    freeChapters?: number;
  };
}
