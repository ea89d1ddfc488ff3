import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AiAssistance } from '../../../contract/ai-assistance.js';
import type { DbOrTx } from '../../db/client.js';
import { aiGenerations, chapterAiSources, chapters } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { measureAiShare } from './ai-share.js';

/** One chapter being saved: its new text, the generations it names, and what it was before. */
export interface ChapterSave {
  content: string;
  /** One generation whose text went into the chapter (the older single-id form). */
  aiGenerationId?: number;
  /** Generations whose text went into the chapter since its last save. */
  aiGenerationIds?: number[];
  /** The chapter being rewritten: its id (for the generations recorded with it) and its saved label. */
  previous?: { id: number; content: string; aiAssistance: string; aiShare: number | null };
}

/** What a save records: the label, the share, and the generations to add to `chapter_ai_sources`. */
export interface AiMeasure {
  aiAssistance: AiAssistance;
  /** 0..1 with 2 decimals; null when no AI was involved. */
  aiShare: number | null;
  /** Generation ids the save named that `recordAiSources` must add (those recorded already included). */
  sourceIds: number[];
}

/**
 * Decides each saved chapter's AI share and label (docs/reference/ai.md#ai-share, ADR 0035) from the
 * server's own record of what the AI wrote, never from the client's word:
 * - the generations of the chapter are those the save names (`aiGenerationId`, `aiGenerationIds`: each a
 *   succeeded chapter-text generation of `authorId`, or one recorded with the chapter already) plus those
 *   recorded with it by earlier saves (`chapter_ai_sources`);
 * - `aiShare` is `measureAiShare` of the text against their outputs (null with none);
 * - `aiAssistance` is `none` when `aiShare` is null, `generated` when it is 1 and the text is one of the
 *   outputs (whitespace aside), else `assisted`;
 * - a legacy chapter (labelled before shares were measured, no recorded generations) keeps its label and
 *   share while its text is unchanged, and becomes `assisted` with a null share once edited.
 * `fieldOf(index)` is the path of save `index` in the request (`body`, `body.chapters.2`).
 * Shapes: one answer per save, in order.
 * @throws AppError VALIDATION_ERROR (field `<fieldOf(index)>.aiGenerationId` or
 *   `<fieldOf(index)>.aiGenerationIds.<n>`) for an id that is not the author's succeeded chapter generation
 *   nor one recorded with the chapter.
 */
export async function resolveAiAssistance(
  db: DbOrTx,
  authorId: number,
  saves: ChapterSave[],
  fieldOf: (index: number) => string,
): Promise<AiMeasure[]> {
  const named = saves.map(namedIds);
  const recorded = await recordedSources(
    db,
    saves.flatMap((s) => (s.previous ? [s.previous.id] : [])),
  );
  const ids = [...new Set(named.flatMap((list) => list.map((n) => n.id)))];
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
    const before = save.previous ? (recorded.get(save.previous.id) ?? new Map<number, string>()) : new Map();
    const sources = new Map<number, string>(before);
    for (const { id, key } of named[index]!) {
      const output = outputs.get(id) ?? before.get(id);
      if (output === undefined) {
        throw new AppError('VALIDATION_ERROR', 'This AI generation is not one of your chapter generations', {
          field: `${fieldOf(index)}.${key}`,
        });
      }
      sources.set(id, output);
    }
    if (sources.size === 0) return legacyMeasure(save);
    const texts = [...sources.values()];
    const aiShare = measureAiShare(save.content, texts);
    const isOutput = aiShare === 1 && texts.some((text) => sameText(save.content, text));
    return {
      aiAssistance: isOutput ? 'generated' : 'assisted',
      aiShare,
      sourceIds: [...sources.keys()].filter((id) => !before.has(id)),
    };
  });
}

/**
 * Records that `generationIds` went into chapter `chapterId` (`chapter_ai_sources`), so later saves
 * measure against them too; ids recorded already are skipped. Call it in the save's transaction.
 */
export async function recordAiSources(db: DbOrTx, chapterId: number, generationIds: number[]): Promise<void> {
  if (generationIds.length === 0) return;
  await db
    .insert(chapterAiSources)
    .values(generationIds.map((generationId) => ({ chapterId, generationId })))
    .onConflictDoNothing();
}

/**
 * `recordAiSources` for the chapters of a story just created (numbered 1..n in the order of `measures`,
 * one per chapter): finds their ids by order. Call it in the creating transaction.
 */
export async function recordNewStoryAiSources(
  db: DbOrTx,
  storyId: number,
  measures: AiMeasure[],
): Promise<void> {
  if (!measures.some((m) => m.sourceIds.length > 0)) return;
  const rows = await db
    .select({ id: chapters.id, orderIndex: chapters.orderIndex })
    .from(chapters)
    .where(eq(chapters.storyId, storyId));
  const idAt = new Map(rows.map((row) => [row.orderIndex, row.id]));
  for (const [index, measure] of measures.entries()) {
    const chapterId = idAt.get(index + 1);
    if (chapterId !== undefined) await recordAiSources(db, chapterId, measure.sourceIds);
  }
}

/** The ids a save names, each with the request key it came from (for the error's field path). */
function namedIds(save: ChapterSave): { id: number; key: string }[] {
  const list: { id: number; key: string }[] = [];
  if (save.aiGenerationId !== undefined) list.push({ id: save.aiGenerationId, key: 'aiGenerationId' });
  save.aiGenerationIds?.forEach((id, n) => {
    list.push({ id, key: `aiGenerationIds.${n}` });
  });
  return list;
}

/** The generations recorded with each chapter of `chapterIds`, with their outputs. */
async function recordedSources(db: DbOrTx, chapterIds: number[]): Promise<Map<number, Map<number, string>>> {
  const byChapter = new Map<number, Map<number, string>>();
  if (chapterIds.length === 0) return byChapter;
  const rows = await db
    .select({
      chapterId: chapterAiSources.chapterId,
      id: aiGenerations.id,
      output: aiGenerations.output,
    })
    .from(chapterAiSources)
    .innerJoin(aiGenerations, eq(aiGenerations.id, chapterAiSources.generationId))
    .where(inArray(chapterAiSources.chapterId, chapterIds));
  for (const row of rows) {
    const sources = byChapter.get(row.chapterId) ?? new Map<number, string>();
    sources.set(row.id, row.output ?? '');
    byChapter.set(row.chapterId, sources);
  }
  return byChapter;
}

/** A save without any generation: by hand, or a legacy AI chapter (see `resolveAiAssistance`). */
function legacyMeasure(save: ChapterSave): AiMeasure {
  const before = save.previous;
  if (!before || before.aiAssistance === 'none')
    return { aiAssistance: 'none', aiShare: null, sourceIds: [] };
  if (sameText(save.content, before.content)) {
    return { aiAssistance: before.aiAssistance as AiAssistance, aiShare: before.aiShare, sourceIds: [] };
  }
  return { aiAssistance: 'assisted', aiShare: null, sourceIds: [] };
}

function sameText(a: string, b: string): boolean {
  return a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();
}
