import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AiAssistance } from '../../../contract/ai-assistance.js';
import type { DbOrTx } from '../../db/client.js';
import { aiGenerations } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/** One chapter being saved: its new text, the generation it came from, and what it was before. */
export interface ChapterSave {
  content: string;
  aiGenerationId?: number;
  previous?: { content: string; aiAssistance: string };
}

/**
 * Decides each saved chapter's AI label (docs/reference/limits.md#ai) from the server's own record of
 * what the AI wrote, not from the client's word:
 * - with `aiGenerationId` (a succeeded chapter generation of `authorId`): `generated` when the text is
 *   the generated text (whitespace aside), else `assisted`;
 * - without: a hand-written chapter stays `none`; an AI chapter edited by hand becomes `assisted`; an
 *   unchanged one keeps its label.
 * Shapes: one label per save, in order.
 * @throws AppError VALIDATION_ERROR (field from `fieldOf(index)`) for an id that is not the author's
 *   succeeded chapter generation.
 */
export async function resolveAiAssistance(
  db: DbOrTx,
  authorId: number,
  saves: ChapterSave[],
  fieldOf: (index: number) => string,
): Promise<AiAssistance[]> {
  const ids = [...new Set(saves.flatMap((s) => (s.aiGenerationId ? [s.aiGenerationId] : [])))];
  const outputs = new Map<number, string>();
  if (ids.length > 0) {
    const rows = await db
      .select({ id: aiGenerations.id, output: aiGenerations.output })
      .from(aiGenerations)
      .where(
        and(
          inArray(aiGenerations.id, ids),
          eq(aiGenerations.userId, authorId),
          eq(aiGenerations.status, 'succeeded'),
          isNotNull(aiGenerations.output),
        ),
      );
    for (const row of rows) outputs.set(row.id, row.output ?? '');
  }
  return saves.map((save, index) => {
    if (save.aiGenerationId !== undefined) {
      const output = outputs.get(save.aiGenerationId);
      if (output === undefined) {
        throw new AppError('VALIDATION_ERROR', 'This AI generation is not one of your chapter generations', {
          field: fieldOf(index),
        });
      }
      return sameText(save.content, output) ? 'generated' : 'assisted';
    }
    const before = save.previous;
    if (!before || before.aiAssistance === 'none') return 'none';
    return sameText(save.content, before.content) ? (before.aiAssistance as AiAssistance) : 'assisted';
  });
}

function sameText(a: string, b: string): boolean {
  return a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();
}
