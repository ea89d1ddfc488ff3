import { z } from 'zod';
import { DEFAULT_CHAPTER_WORDS } from '../../../contract/ai';
import { ZContentWarning } from '../../../contract/content-warnings';
import { ZCreateStoryRequest } from '../../../contract/stories';
import { accessFormShape, checkAccess } from '../../lib/access-form';

const number = (label: string) =>
  z.number({ error: `${label} must be a number` }).int({ error: `${label} must be a whole number` });

/**
 * The creation form's fields as the inputs hold them (tags as comma-separated text, price as text;
 * the access settings of web/lib/access-form.ts, money parsed into cents there, never a float).
 * Messages follow docs/reference/limits.md#stories; the request itself is checked by ZCreateStoryRequest on
 * the server.
 */
export const ZStoryForm = z
  .object({
    title: ZCreateStoryRequest.shape.title,
    genre: z.string().min(1, { error: 'Please select a genre' }),
    summary: z.string().trim().min(1, { error: 'Summary is required' }).max(10_000),
    tags: z.string().max(2000),
    warnings: z.array(ZContentWarning).default([]),
    setting: z.string().max(5000),
    openingLine: z.string().max(5000),
    targetWordCount: number('Target word count').min(1, { error: 'Target word count must be at least 1' }),
    estimatedChapters: number('Estimated chapters').min(1, {
      error: 'Estimated chapters must be at least 1',
    }),
    ...accessFormShape,
  })
  .superRefine(checkAccess);

export type StoryFormInput = z.input<typeof ZStoryForm>;
export type StoryFormValues = z.output<typeof ZStoryForm>;

/**
 * docs/reference/limits.md#chapters/9 defaults: target 50,000 words over 20 chapters, preview 500 characters,
 * public.
 */
export const storyFormDefaults: StoryFormInput = {
  title: '',
  genre: '',
  summary: '',
  tags: '',
  warnings: [],
  setting: '',
  openingLine: '',
  targetWordCount: 50000,
  estimatedChapters: 20,
  accessLevel: 'public',
  individualPrice: '',
  requiredTierId: '',
  freeChapters: 1,
  isAdultContent: false,
  previewLength: 500,
};

/**
 * A chapter in the multi-chapter editor. `isGenerated` marks AI-written chapters (always complete);
 * `aiGenerationId` is the last generation applied to it, sent with the story so the server can label
 * the chapter AI-generated or AI-assisted.
 */
export interface DraftChapter {
  key: number;
  title: string;
  content: string;
  isGenerated: boolean;
  aiGenerationId?: number;
}

/** A new empty chapter titled "Chapter N" (docs/reference/routes.md#create). */
export function newChapter(sequence: number): DraftChapter {
  return { key: sequence, title: `Chapter ${sequence}`, content: '', isGenerated: false };
}

/**
 * Words asked of the AI per chapter: the story's target divided by its chapters
 * (docs/reference/limits.md#chapters), kept within the 100 to 6,000 words the AI endpoints accept.
 */
export function wordsPerChapter(targetWordCount: number, estimatedChapters: number): number {
  const words = Math.round(targetWordCount / Math.max(1, estimatedChapters));
  return Number.isFinite(words) ? Math.min(6000, Math.max(100, words)) : DEFAULT_CHAPTER_WORDS;
}

export type WritingMode = 'full' | 'guided' | 'manual';
export type CreateStep = 'create' | 'review' | 'writing' | 'publishing';
