import { ZCreateStoryRequest } from '../../../contract/stories.js';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../lib/session-user.js';
import { createStory, type StoryRow } from '../stories/stories.service.js';
import type { ImportedManuscript } from './import.service.js';

export interface ManuscriptStoryOptions {
  genre: string;
  isPublished: boolean;
  /** Overrides the detected title; the file name is the last resort. */
  title?: string;
  summary?: string | null;
  tags?: string[];
  fallbackTitle: string;
}

/**
 * Creates a public story from a parsed manuscript (CLI import and corpus seeding), with the story
 * form's defaults (docs/reference/limits.md#stories). Titles are cut to the 255-character column.
 * @throws AppError VALIDATION_ERROR, STORY_HAS_NO_CHAPTERS (from createStory)
 */
export function createStoryFromManuscript(
  db: Db,
  author: SessionUser,
  manuscript: ImportedManuscript,
  options: ManuscriptStoryOptions,
): Promise<StoryRow> {
  const input = ZCreateStoryRequest.parse({
    title: (options.title ?? manuscript.title ?? options.fallbackTitle).slice(0, 255),
    genre: options.genre,
    summary: options.summary ?? (manuscript.author ? `By ${manuscript.author}.` : null),
    tags: options.tags ?? [],
    chapters: manuscript.chapters.map((c) => ({ title: c.title.slice(0, 255), content: c.content })),
    isPublished: options.isPublished,
  });
  return createStory(db, author, input);
}
