import { useState } from 'react';
import {
  generateChapterContent,
  generateFirstChapter,
  generateSummary,
  generateTitle,
  parseTags,
} from '../../lib/ai';
import { showToast } from '../../lib/toast';
import type { DraftChapter } from './create-form';
import type { GenerationState } from './details-step';
import type { StoryForm } from './story-fields';

const STORY_FAILED = ['Generation Failed', 'Failed to generate story. Please try again.'] as const;

/**
 * The AI actions of the creation screen (spec sections 4, 5, 8). Each needs a genre first ("Missing
 * Information" / "Please select a genre", also shown inline). Returns the generation state and the
 * actions; chapters produced are passed to `onChapter` (the first chapter when `replaceFirst`).
 */
export function useStoryAi(
  form: StoryForm,
  onChapter: (chapter: Omit<DraftChapter, 'key'>, replaceFirst: boolean) => void,
) {
  const [state, setState] = useState<GenerationState>({ progress: null, busyField: null });
  const [generatingKey, setGeneratingKey] = useState<number | null>(null);

  const requireGenre = (): string | null => {
    const genre = form.getValues('genre');
    if (genre) return genre;
    form.setError('genre', { message: 'Please select a genre' }, { shouldFocus: true });
    showToast('Missing Information', 'Please select a genre', { destructive: true });
    return null;
  };
  const tags = () => parseTags(form.getValues('tags'));

  /** Full AI: title, summary, then first chapter, at 25/50/75/100 %. Resolves true on success. */
  const generateStory = async (): Promise<boolean> => {
    const genre = requireGenre();
    if (!genre) return false;
    try {
      setState({ progress: 25, busyField: null });
      const { title } = await generateTitle({ genre, tags: tags() });
      setState({ progress: 50, busyField: null });
      const { summary } = await generateSummary({ title, genre, tags: tags() });
      setState({ progress: 75, busyField: null });
      const chapter = await generateFirstChapter({ title, genre, summary, tags: tags() });
      setState({ progress: 100, busyField: null });
      form.setValue('title', title, { shouldValidate: true });
      form.setValue('summary', summary, { shouldValidate: true });
      onChapter({ title: chapter.title, content: chapter.content, isGenerated: true }, true);
      showToast('Story Generated!', 'Your first chapter is ready for review.');
      return true;
    } catch {
      showToast(...STORY_FAILED, { destructive: true });
      return false;
    } finally {
      setState({ progress: null, busyField: null });
    }
  };

  /** AI Guided: one part ("title", "summary" or the first "chapter"). */
  const generatePart = async (part: 'title' | 'summary' | 'chapter') => {
    const genre = requireGenre();
    if (!genre) return;
    setState({ progress: null, busyField: part });
    try {
      const { title, summary } = form.getValues();
      if (part === 'title') {
        form.setValue('title', (await generateTitle({ genre, tags: tags() })).title, {
          shouldValidate: true,
        });
      } else if (part === 'summary') {
        const result = await generateSummary({ title, genre, tags: tags() });
        form.setValue('summary', result.summary, { shouldValidate: true });
      } else {
        const chapter = await generateFirstChapter({ title, genre, summary, tags: tags() });
        onChapter({ title: chapter.title, content: chapter.content, isGenerated: true }, true);
      }
      showToast('Generated!', `Your ${part === 'chapter' ? 'first chapter' : part} is ready.`);
    } catch {
      showToast(...STORY_FAILED, { destructive: true });
    } finally {
      setState({ progress: null, busyField: null });
    }
  };

  /** Writes one chapter's content from its title and outline (the text typed so far). */
  const generateChapter = async (
    chapter: DraftChapter,
    previous: DraftChapter[],
    onContent: (content: string) => void,
  ) => {
    const genre = requireGenre();
    if (!genre) return;
    const values = form.getValues();
    const perChapter = Math.round(values.targetWordCount / Math.max(1, values.estimatedChapters));
    setGeneratingKey(chapter.key);
    try {
      const result = await generateChapterContent({
        storyTitle: values.title,
        genre,
        summary: values.summary,
        setting: values.setting,
        chapterTitle: chapter.title,
        chapterOutline: chapter.content,
        previousChapters: previous.slice(-3).map(({ title, content }) => ({ title, content })),
        targetWordCount: Number.isFinite(perChapter) ? perChapter : 2500,
      });
      onContent(result.content);
      showToast('Chapter Generated!', `"${chapter.title}" is ready for review.`);
    } catch {
      showToast('Generation Failed', 'Failed to generate chapter content.', { destructive: true });
    } finally {
      setGeneratingKey(null);
    }
  };

  return { state, generatingKey, generateStory, generatePart, generateChapter };
}
