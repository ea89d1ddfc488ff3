import type { FastifyInstance } from 'fastify';
import type { RunningJob } from '../../plugins/jobs.js';
import { cachedSummaries, saveSummary, systemChapterText } from '../access/reached-text.query.js';
import { chapterSummaryTask } from './companion-tasks.js';

/** The queue of the job that writes a chapter's AI summary for recaps (docs/reference/reading.md#recap). */
export const CHAPTER_SUMMARY_JOB = 'chapter-summary';

export interface ChapterSummaryJob {
  chapterId: number;
  /** The model the summary is for; a job queued before a model change does nothing. */
  model: string;
}

type Deps = Pick<FastifyInstance, 'db' | 'ai' | 'jobs' | 'log'>;

/** The `chapter_summaries.source` of a model's summaries: 'ai:<model id>'. */
export function aiSummarySource(modelId: string): string {
  return `ai:${modelId}`;
}

/**
 * Queues the AI summary of each chapter (one waiting job per chapter and model: pg-boss singletonKey).
 * Never throws: a recap without the summary still works (it uses the extractive one meanwhile).
 */
export async function queueChapterSummaries(deps: Deps, chapterIds: number[]): Promise<void> {
  const model = deps.ai.runtime.modelId;
  for (const chapterId of chapterIds) {
    try {
      await deps.jobs.send<ChapterSummaryJob>(
        CHAPTER_SUMMARY_JOB,
        { chapterId, model },
        { singletonKey: `${chapterId}:${model}` },
      );
    } catch (error) {
      deps.log.error({ err: error, chapterId }, 'queueing a chapter summary failed');
    }
  }
}

/**
 * Writes one chapter's AI summary: a system generation (the ledger records it with no user: it is
 * written once per chapter and model for every reader) whose answer is cached under the md5 of the
 * text it was made from. Does nothing when the chapter is gone, the model changed or a summary of
 * this text exists (a retried or repeated job); two runs at once write one row (primary key).
 */
export async function runChapterSummaryJob(deps: Deps, job: RunningJob<ChapterSummaryJob>): Promise<void> {
  const { chapterId, model } = job.data;
  if (deps.ai.runtime.provider !== 'openai-compatible' || deps.ai.runtime.modelId !== model) return;
  const chapter = await systemChapterText(deps.db, chapterId);
  if (!chapter) return;
  const source = aiSummarySource(model);
  const cached = await cachedSummaries(deps.db, source, [{ chapterId, contentHash: chapter.contentHash }]);
  if (cached.has(chapterId)) return;
  const brief = {
    storyTitle: '',
    chapter: { number: 0, title: chapter.title ?? '', text: chapter.content.slice(0, 60_000) },
  };
  const { summary } = await deps.ai.generator.generate(
    { userId: null, task: chapterSummaryTask, brief },
    job.signal,
  );
  await saveSummary(deps.db, { chapterId, source, contentHash: chapter.contentHash, summary });
}
