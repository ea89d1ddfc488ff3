import type { Chapter } from '../../../contract/chapters';
import type { Story } from '../../../contract/stories';
import { generateContinuation } from '../../lib/ai';
import { showToast } from '../../lib/toast';

/** Earlier chapters sent as context: the last few keep the request small for long books. */
const CONTEXT_CHAPTERS = 3;

/**
 * Asks the AI for a chapter continuing `previous` chapters of `story` (POST
 * /api/ai/generate-continuation). Resolves to the generated title and content, or null after showing
 * the spec section 8 toast "Error" / "Failed to generate continuation.".
 */
export async function generateChapter(story: Story, previous: Chapter[]) {
  try {
    const result = await generateContinuation({
      title: story.title,
      summary: story.summary ?? '',
      genre: story.genre,
      setting: story.setting ?? '',
      chapters: previous.slice(-CONTEXT_CHAPTERS).map(({ title, content }) => ({ title, content })),
    });
    showToast('AI Generated', 'Review the generated chapter before saving.');
    return { title: result.title, content: result.content };
  } catch {
    showToast('Error', 'Failed to generate continuation.', { destructive: true });
    return null;
  }
}
