import { useState } from 'react';
import { contextChapters, generateChapterContent, generationFailureMessage, parseTags } from '../../lib/ai';
import { showToast } from '../../lib/toast';
import { useGeneration } from '../../lib/use-generation';
import { countWords } from '../../lib/words';
import { type DraftChapter, wordsPerChapter } from './create-form';
import type { StoryForm } from './story-fields';
import { requireGenre } from './use-story-ai';

/** The id of a chapter's content textarea in the multi-chapter editor. */
export const chapterContentId = (key: number) => `chapter-${key}-content`;

/**
 * "AI Write Chapter" of the multi-chapter editor: POST /api/ai/generate-chapter-content streams the
 * chapter's content into its textarea (the text typed so far is sent as the outline), with Stop.
 * On success the chapter is complete and keeps the `aiGenerationId`, the toast says "Chapter
 * Generated!" and focus moves to the text. On failure or Stop the chapter's previous text comes back;
 * failures toast "Generation Failed" / "Failed to generate chapter content."
 * (docs/reference/texts.md#create).
 */
export function useChapterWriter(
  form: StoryForm,
  patchChapter: (key: number, patch: Partial<DraftChapter>) => void,
) {
  const generation = useGeneration();
  const [generatingKey, setGeneratingKey] = useState<number | null>(null);
  const [status, setStatus] = useState('');

  const write = async (chapter: DraftChapter, previous: DraftChapter[]) => {
    const genre = requireGenre(form);
    if (!genre) return;
    const values = form.getValues();
    const before = {
      content: chapter.content,
      isGenerated: chapter.isGenerated,
      aiGenerationId: chapter.aiGenerationId,
    };
    setGeneratingKey(chapter.key);
    setStatus(`Writing “${chapter.title}”…`);
    let content = '';
    patchChapter(chapter.key, { content });
    const outcome = await generation.run((signal) =>
      generateChapterContent(
        {
          storyTitle: values.title.slice(0, 255),
          genre,
          summary: values.summary.slice(0, 10_000),
          setting: values.setting,
          tags: parseTags(values.tags).slice(0, 30),
          chapterTitle: chapter.title.slice(0, 255),
          chapterOutline: chapter.content.slice(0, 20_000),
          previousChapters: contextChapters(previous),
          targetWordCount: wordsPerChapter(values.targetWordCount, values.estimatedChapters),
        },
        {
          signal,
          onDelta: (delta) => {
            if (delta.field !== 'content') return;
            content += delta.text;
            patchChapter(chapter.key, { content });
          },
        },
      ),
    );
    setGeneratingKey(null);
    if (outcome.status === 'done') {
      const generated = outcome.value.content;
      patchChapter(chapter.key, {
        content: generated,
        isGenerated: true,
        aiGenerationId: outcome.value.generationId,
      });
      setStatus(`“${chapter.title}” is written: ${countWords(generated).toLocaleString()} words.`);
      showToast('Chapter Generated!', `"${chapter.title}" is ready for review.`);
      const area = document.getElementById(chapterContentId(chapter.key));
      if (area instanceof HTMLTextAreaElement) {
        area.focus();
        area.setSelectionRange(0, 0);
        area.scrollTop = 0;
      }
      return;
    }
    patchChapter(chapter.key, before);
    if (outcome.status === 'stopped') {
      setStatus('Generation stopped. The chapter’s previous text is back.');
      return;
    }
    setStatus('Generation failed. The chapter’s previous text is back.');
    showToast(
      'Generation Failed',
      generationFailureMessage(outcome.error, 'Failed to generate chapter content.'),
      {
        destructive: true,
      },
    );
  };

  return { write, stop: generation.stop, generatingKey, status };
}
