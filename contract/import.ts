import { z } from 'zod';

/** POST /api/import/preview response: the detected manuscript, for the author to review. */
export const ZImportPreview = z.object({
  fileName: z.string(),
  format: z.enum(['txt', 'md', 'epub', 'docx']),
  title: z.string().nullable(),
  author: z.string().nullable(),
  skippedFrontMatterWords: z.number().int(),
  /**
   * The front matter counted in `skippedFrontMatterWords` as titled sections (title page, contents …):
   * left out by default, offered in the review screen to keep as chapters (ADR 0034). Absent when the
   * format does not split it.
   */
  frontMatter: z
    .array(
      z.object({
        title: z.string(),
        content: z.string(),
        firstLine: z.string(),
        wordCount: z.number().int(),
      }),
    )
    .optional(),
  /** What the author should know about the import, one sentence each ("2 images were left out."). */
  notes: z.array(z.string()),
  chapters: z.array(
    z.object({ title: z.string(), content: z.string(), firstLine: z.string(), wordCount: z.number().int() }),
  ),
});
export type ImportPreview = z.infer<typeof ZImportPreview>;
