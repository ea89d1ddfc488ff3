/**
 * What a writer (the offline writer, or the prompt sent to a model) is asked for: the task and the
 * story's context. Each AI task builds one from its request; the prompt carries it as quoted JSON data
 * (`prompt-data.ts`), and the offline model reads it back from there.
 */
export interface WritingBrief {
  task: WritingTask;
  genre: string;
  tags: string[];
  /** Story title ('' when the author has none yet). */
  title: string;
  summary: string;
  setting: string;
  /** The author's opening line for the first chapter ('' when none). */
  openingLine: string;
  /** Names of the story's characters, when it has a cast list (optional; writers also read the text). */
  characters?: string[];
  /** The chapter to write: its title ('' lets the writer choose one). */
  chapterTitle: string;
  /** The chapter's outline, or the winning proposal's idea ('' when none). */
  outline: string;
  /** Earlier chapters, oldest first, possibly shortened to fit the model's context. */
  previousChapters: { title: string; content: string }[];
  /** Words wanted for chapter-length tasks (the writer aims within ±20 %); 0 for short tasks. */
  targetWordCount: number;
}

/** The AI tasks (docs/reference/ai.md#provider); `proposal-idea` is the continuation's proposal form. */
export const WRITING_TASKS = [
  'title',
  'summary',
  'first-chapter',
  'chapter-content',
  'continuation',
  'proposal-idea',
] as const;
export type WritingTask = (typeof WRITING_TASKS)[number];

/**
 * The reader's companion's tasks (docs/reference/reading.md#companion; server/modules/companion): they brief
 * with their own data.
 */
export type CompanionTask = 'chapter-summary' | 'recap' | 'story-answer';

/** Every task the ledger records (ai_generations.task). */
export type AiTaskName = WritingTask | CompanionTask;

/** What each task answers. Chapter tasks answer title and content; `chapter-content` keeps the given title. */
export interface WritingResult {
  title?: string;
  summary?: string;
  content?: string;
}
