import { z } from 'zod';

/** POST /api/import/preview response: the detected manuscript, for the author to review. */
export const ZImportPreview = z.object({
  fileName: z.string(),
  format: z.enum(['txt', 'md', 'epub']),
  title: z.string().nullable(),
  author: z.string().nullable(),
  skippedFrontMatterWords: z.number().int(),
  chapters: z.array(
    z.object({ title: z.string(), content: z.string(), firstLine: z.string(), wordCount: z.number().int() }),
  ),
});
export type ImportPreview = z.infer<typeof ZImportPreview>;
