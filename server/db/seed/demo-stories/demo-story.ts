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
}
