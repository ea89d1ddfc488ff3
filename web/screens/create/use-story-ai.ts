import { useState } from 'react';
import type { GeneratedChapter } from '../../../contract/ai';
import {
  generateFirstChapter,
  generateSummary,
  generateTitle,
  generationFailureMessage,
  parseTags,
} from '../../lib/ai';
import { showToast } from '../../lib/toast';
import { useGeneration } from '../../lib/use-generation';
import { countWords } from '../../lib/words';
import { type DraftChapter, wordsPerChapter } from './create-form';
import type { StoryForm } from './story-fields';

const STORY_FAILED = 'Failed to generate story. Please try again.';
const CHAPTER_FAILED = 'Failed to generate chapter content.';

/**
 * Full AI steps at 25, 50, 75 and 100 % (docs/reference/routes.md#create), with the label shown beside the
 * bar.
 */
export const FULL_AI_STEPS = {
  title: { progress: 25, label: 'Writing title…' },
  summary: { progress: 50, label: 'Writing summary…' },
  chapter: { progress: 75, label: 'Writing first chapter…' },
  done: { progress: 100, label: 'Story ready' },
} as const;
export type FullAiStep = keyof typeof FULL_AI_STEPS;

/** How long the finished bar (100 %) stays before the review step, ms. */
const FULL_BAR_HOLD_MS = 400;

export interface GenerationState {
  /** The Full AI step under way, else null. */
  fullStep: FullAiStep | null;
  /** The AI Guided part being generated: "title", "summary" or "chapter". */
  busyField: 'title' | 'summary' | 'chapter' | null;
  /** The first chapter as it streams in (Full AI counts its words; AI Guided shows the text). */
  draft: { title: string; content: string } | null;
  /** A sentence for the polite live region: set when a step starts or ends, never per word. */
  status: string;
}

const idle: GenerationState = { fullStep: null, busyField: null, draft: null, status: '' };

/**
 * The genre AI generation needs (docs/reference/limits.md#stories): when it is missing, the inline "Please
 * select a genre" on the genre field, focus there and the toast "Missing Information" / "Please select a
 * genre".
 */
export function requireGenre(form: StoryForm): string | null {
  const genre = form.getValues('genre');
  if (genre) return genre;
  form.setError('genre', { message: 'Please select a genre' }, { shouldFocus: true });
  showToast('Missing Information', 'Please select a genre', { destructive: true });
  return null;
}

/**
 * The Full AI and AI Guided actions of the creation screen (docs/reference/routes.md#create,
 * docs/reference/limits.md#ai, docs/reference/texts.md#create). Form fields change only when a generation
 * succeeds, so a failed or stopped one leaves the form as it was. The first chapter produced goes to
 * `onFirstChapter` with its `aiGenerationId`. A reached limit (429) shows the server's message under the
 * "Generation Failed" title.
 */
export function useStoryAi(form: StoryForm, onFirstChapter: (chapter: Omit<DraftChapter, 'key'>) => void) {
  const [state, setState] = useState<GenerationState>(idle);
  const generation = useGeneration();
  const tags = () => parseTags(form.getValues('tags')).slice(0, 30);
  const toDraft = (chapter: GeneratedChapter): Omit<DraftChapter, 'key'> => ({
    title: chapter.title,
    content: chapter.content,
    isGenerated: true,
    aiGenerationId: chapter.generationId,
  });

  /** Streams the first chapter, keeping `state.draft` current. */
  const streamFirstChapter = (
    request: Parameters<typeof generateFirstChapter>[0],
    signal: AbortSignal,
  ): Promise<GeneratedChapter> => {
    const draft = { title: '', content: '' };
    return generateFirstChapter(request, {
      signal,
      onDelta: (delta) => {
        draft[delta.field] += delta.text;
        setState((s) => ({ ...s, draft: { ...draft } }));
      },
    });
  };

  /** Full AI: title, summary, then the first chapter. Resolves true once all three are in the form. */
  const generateStory = async (): Promise<boolean> => {
    const genre = requireGenre(form);
    if (!genre) return false;
    const step = (fullStep: FullAiStep) =>
      setState({ ...idle, fullStep, status: FULL_AI_STEPS[fullStep].label });
    const outcome = await generation.run(async (signal) => {
      step('title');
      const { title } = await generateTitle({ genre, tags: tags() }, signal);
      signal.throwIfAborted();
      step('summary');
      const { summary } = await generateSummary({ title, genre, tags: tags() }, signal);
      signal.throwIfAborted();
      step('chapter');
      const chapter = await streamFirstChapter({ title, genre, summary, tags: tags() }, signal);
      step('done');
      // Let the full bar and "Story ready" show before the review step replaces them.
      await new Promise((resolve) => setTimeout(resolve, FULL_BAR_HOLD_MS));
      return { title, summary, chapter };
    });
    setState(idle);
    if (outcome.status === 'done') {
      const { title, summary, chapter } = outcome.value;
      form.setValue('title', title.slice(0, 255), { shouldValidate: true });
      form.setValue('summary', summary, { shouldValidate: true });
      onFirstChapter(toDraft(chapter));
      showToast('Story Generated!', 'Your first chapter is ready for review.');
      return true;
    }
    if (outcome.status === 'failed') {
      setState({ ...idle, status: 'Generation failed.' });
      showToast('Generation Failed', generationFailureMessage(outcome.error, STORY_FAILED), {
        destructive: true,
      });
    } else setState({ ...idle, status: 'Generation stopped.' });
    return false;
  };

  /** AI Guided: one part, the "title", the "summary" or the first "chapter" (streamed, with Stop). */
  const generatePart = async (part: 'title' | 'summary' | 'chapter') => {
    const genre = requireGenre(form);
    if (!genre) return;
    const what = part === 'chapter' ? 'first chapter' : part;
    setState({ ...idle, busyField: part, status: `Writing the ${what}…` });
    const values = form.getValues();
    const outcome = await generation.run(async (signal) => {
      if (part === 'title') return (await generateTitle({ genre, tags: tags() }, signal)).title;
      if (part === 'summary')
        return (await generateSummary({ title: values.title, genre, tags: tags() }, signal)).summary;
      return streamFirstChapter(
        {
          title: values.title,
          genre,
          summary: values.summary,
          tags: tags(),
          setting: values.setting,
          openingLine: values.openingLine,
          targetWordCount: wordsPerChapter(values.targetWordCount, values.estimatedChapters),
        },
        signal,
      );
    });
    if (outcome.status === 'done') {
      const result = outcome.value;
      if (typeof result !== 'string') onFirstChapter(toDraft(result));
      else {
        const field = part === 'title' ? 'title' : 'summary';
        form.setValue(field, field === 'title' ? result.slice(0, 255) : result, { shouldValidate: true });
        form.setFocus(field);
      }
      const words =
        typeof result === 'string' ? '' : ` (${countWords(result.content).toLocaleString()} words)`;
      setState({ ...idle, status: `Your ${what} is ready${words}.` });
      showToast('Generated!', `Your ${what} is ready.`);
    } else if (outcome.status === 'failed') {
      setState({ ...idle, status: 'Generation failed.' });
      showToast(
        'Generation Failed',
        generationFailureMessage(outcome.error, part === 'chapter' ? CHAPTER_FAILED : STORY_FAILED),
        { destructive: true },
      );
    } else setState({ ...idle, status: 'Generation stopped.' });
  };

  return { state, generateStory, generatePart, stop: generation.stop };
}
