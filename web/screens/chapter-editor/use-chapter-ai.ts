import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { ZContinuationChapterRequest } from '../../../contract/ai';
import type { Chapter } from '../../../contract/chapters';
import type { Story } from '../../../contract/stories';
import { contextChapters, generateContinuation, generationFailureMessage } from '../../lib/ai';
import { showToast } from '../../lib/toast';
import { useGeneration } from '../../lib/use-generation';
import { countWords } from '../../lib/words';
import type { ZChapterForm } from './release-schedule';

export type ChapterInput = z.input<typeof ZChapterForm>;
export type ChapterValues = z.output<typeof ZChapterForm>;
export type ContinuationRequest = z.input<typeof ZContinuationChapterRequest>;

/**
 * The chapter-editor form of POST /api/ai/generate-continuation (docs/reference/routes.md#api-ai): the
 * story's title, summary, genre, setting and tags and the chapters before the one being written (the last
 * three). Null when the story has no genre, which the AI endpoints require.
 */
export function continuationRequest(story: Story, previous: Chapter[]): ContinuationRequest | null {
  const genre = story.genre.trim().slice(0, 100);
  if (!genre) return null;
  // Long fields are cut to the request limits of contract/ai.ts rather than refused.
  return {
    title: story.title.slice(0, 255),
    summary: (story.summary ?? '').slice(0, 10_000),
    genre,
    setting: (story.setting ?? '').slice(0, 5000),
    tags: story.tags.filter((tag) => tag.trim() && tag.length <= 50).slice(0, 30),
    chapters: contextChapters(previous),
  };
}

/**
 * "AI Generate" / "AI Regenerate" of the chapter editors: streams the next chapter into the form (the
 * title only when it is empty), with Stop. On success: toast "AI Generated", focus on the content, and
 * the generation's id added to `generationIds`, every generation used since the form opened, sent with
 * the save so the server measures the chapter's AI share against them (docs/reference/ai.md#ai-share). On failure or Stop the previous title and content come back
 * (nothing half-generated is kept); failures toast "Generation Failed" / "Failed to generate chapter
 * content." (docs/reference/texts.md#create; a reached limit shows the server's message). `status` is the
 * sentence for the polite live region: it changes at start and end only, never per word.
 */
export function useChapterAi(
  form: UseFormReturn<ChapterInput, unknown, ChapterValues>,
  request: (() => ContinuationRequest | null) | undefined,
) {
  const generation = useGeneration();
  const [generationIds, setGenerationIds] = useState<number[]>([]);
  const [status, setStatus] = useState('');
  const contentRef = useRef<HTMLTextAreaElement | null>(null);

  const generate = async () => {
    const body = request?.();
    if (!body) {
      showToast('Missing Information', 'Please select a genre', {
        destructive: true,
      });
      return;
    }
    const before = form.getValues();
    const isTitleEmpty = !before.title?.trim();
    const text = { title: '', content: '' };
    setStatus('Writing the chapter…');
    form.setValue('content', '');
    const outcome = await generation.run((signal) =>
      generateContinuation(body, {
        signal,
        onDelta: (delta) => {
          text[delta.field] += delta.text;
          if (delta.field === 'content') {
            form.setValue('content', text.content);
            const area = contentRef.current;
            if (area) area.scrollTop = area.scrollHeight;
          } else if (isTitleEmpty) form.setValue('title', text.title);
        },
      }),
    );
    if (outcome.status === 'done') {
      const { title, content } = outcome.value;
      if (isTitleEmpty) form.setValue('title', title.slice(0, 255), { shouldDirty: true });
      form.setValue('content', content, { shouldDirty: true });
      const { generationId } = outcome.value;
      setGenerationIds((ids) => (ids.includes(generationId) ? ids : [...ids, generationId]));
      setStatus(`Chapter written: ${countWords(content).toLocaleString()} words. Review it before saving.`);
      showToast('AI Generated', 'Review the chapter before saving.');
      contentRef.current?.focus();
      contentRef.current?.setSelectionRange(0, 0);
      if (contentRef.current) contentRef.current.scrollTop = 0;
      return;
    }
    form.setValue('title', before.title ?? '');
    form.setValue('content', before.content ?? '');
    if (outcome.status === 'stopped') {
      setStatus('Generation stopped. Your previous text is back.');
      return;
    }
    setStatus('Generation failed. Your previous text is back.');
    showToast(
      'Generation Failed',
      generationFailureMessage(outcome.error, 'Failed to generate chapter content.'),
      { destructive: true },
    );
  };

  return {
    generate,
    stop: generation.stop,
    isGenerating: generation.isRunning,
    generationIds,
    status,
    contentRef,
  };
}
