import { z } from 'zod';

/**
 * One achievement on /profile (docs/reference/routes.md#profile, computed from real activity;
 * docs/reference/people.md#dashboard).
 */
export const ZAchievement = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** How far the user got, capped at `goal`. */
  progress: z.number().int(),
  goal: z.number().int(),
  earned: z.boolean(),
});
export type Achievement = z.infer<typeof ZAchievement>;
export const ZAchievements = z.array(ZAchievement);
