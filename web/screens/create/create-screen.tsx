import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { CreateStoryRequest } from '../../../contract/stories';
import { ScreenHeader } from '../../components/screen-header';
import { ScreenLayout } from '../../components/screen-layout';
import { accessRequest } from '../../lib/access-form';
import { useAiStatus } from '../../lib/ai';
import { useCurrentUser } from '../../lib/auth';
import { useCreateStory } from '../../lib/stories';
import { showErrorToast, showToast } from '../../lib/toast';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { countWords } from '../../lib/words';
import { isDraftComplete } from './chapter-editor';
import {
  type CreateStep,
  type DraftChapter,
  newChapter,
  type StoryFormInput,
  type StoryFormValues,
  storyFormDefaults,
  type WritingMode,
  ZStoryForm,
} from './create-form';
import { DetailsStep } from './details-step';
import { DraftBanner } from './draft-banner';
import { PublishingStep } from './publishing-step';
import { ReviewStep } from './review-step';
import { StepIndicator } from './step-indicator';
import { useChapterWriter } from './use-chapter-writer';
import { useStoryAi } from './use-story-ai';
import { useWizardDraft } from './use-wizard-draft';
import { loadDraft } from './wizard-draft';
import { WritingStep } from './writing-step';

const missingInformation = () =>
  showToast('Missing Information', 'Please fill in all required fields', { destructive: true });

/**
 * The request body from the form and the complete chapters (only those are published,
 * docs/reference/routes.md#create).
 */
function toRequest(
  values: StoryFormValues,
  chapters: DraftChapter[],
  isPublished: boolean,
): CreateStoryRequest {
  return {
    ...values,
    ...accessRequest(values),
    chapters: chapters.filter(isDraftComplete).map((chapter, index) => ({
      title: chapter.title.trim() || `Chapter ${index + 1}`,
      content: chapter.content,
      wordCount: countWords(chapter.content),
      aiGenerationId: chapter.aiGenerationId,
    })),
    isPublished,
  };
}

/**
 * /create (docs/reference/routes.md#create): details (per writing mode), the review step after
 * AI generation, the multi-chapter editor, and publishing with access options. AI buttons show only
 * when the server offers AI (GET /api/ai/status). Each AI-written chapter keeps its generation id,
 * sent with the story. On a step change focus goes to the new step's heading. The work is autosaved in
 * this browser and restored on return, with a way to discard it; leaving with work asks first (ADR 0021).
 */
export function CreateScreen() {
  const [, navigate] = useLocation();
  const userId = useCurrentUser().data?.id ?? 0;
  // Read once, before the first render's state: the wizard starts where the person left it.
  const [initial] = useState(() =>
    typeof window === 'undefined' ? null : loadDraft(window.localStorage, userId, storyFormDefaults),
  );
  const [mode, setMode] = useState<WritingMode>(initial?.mode ?? 'manual');
  const [step, setStep] = useState<CreateStep>(initial?.step ?? 'create');
  const [chapters, setChapters] = useState<DraftChapter[]>(initial?.chapters ?? [newChapter(1)]);
  const [activeKey, setActiveKey] = useState(initial?.activeKey ?? 1);
  const [isBannerShown, setIsBannerShown] = useState(initial !== null);
  const form = useForm<StoryFormInput, unknown, StoryFormValues>({
    resolver: zodResolver(ZStoryForm),
    defaultValues: initial?.values ?? storyFormDefaults,
  });
  const createStory = useCreateStory();
  const aiStatus = useAiStatus();
  // Steps validate with trigger(), which does not re-validate on change: clear a shown error as it is fixed.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const ai = useStoryAi(form, (chapter) =>
    setChapters((list) => [{ ...chapter, key: list[0]?.key ?? 1 }, ...list.slice(1)]),
  );
  const updateChapter = (changed: DraftChapter) =>
    setChapters((list) => list.map((c) => (c.key === changed.key ? changed : c)));
  const writer = useChapterWriter(form, (key, patch) =>
    setChapters((list) => list.map((c) => (c.key === key ? { ...c, ...patch } : c))),
  );
  const bodyRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = bodyRef.current?.querySelector('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);
  const nextKey = () => Math.max(0, ...chapters.map((c) => c.key)) + 1;

  const startWriting = async () => {
    if (
      await form.trigger(['title', 'genre', 'summary', 'targetWordCount', 'estimatedChapters'], {
        shouldFocus: true,
      })
    ) {
      setStep('writing');
    } else missingInformation();
  };
  /**
   * Review and publishing need title, genre, summary and a complete first chapter
   * (docs/reference/limits.md#chapters).
   */
  const toPublishing = async () => {
    const first = chapters[0];
    const isValid = await form.trigger(['title', 'genre', 'summary'], { shouldFocus: true });
    if (isValid && first && isDraftComplete(first)) setStep('publishing');
    else missingInformation();
  };
  const values = form.watch();
  const draft = useWizardDraft(userId, { mode, step, values, chapters, activeKey });
  const guard = useLeaveGuard(
    draft.hasWork && !createStory.isSuccess,
    'Your story is not published yet. Its draft stays on this device and comes back when you open Create again.',
  );
  const discardDraft = () => {
    draft.discard();
    form.reset(storyFormDefaults);
    setChapters([newChapter(1)]);
    setActiveKey(1);
    setMode('manual');
    setStep('create');
    setIsBannerShown(false);
  };
  const save = (isPublished: boolean) =>
    form.handleSubmit(
      (values) =>
        createStory.mutate(toRequest(values, chapters, isPublished), {
          onSuccess: (story) => {
            draft.finish();
            if (isPublished) showToast('Story Published!', `"${story.title}" is live.`);
            else showToast('Draft Saved', `"${story.title}" is saved in your library.`);
            navigate(`/reading/${story.id}`);
          },
          onError: (error) =>
            showErrorToast(
              error,
              isPublished ? 'Publishing Failed' : 'Saving Failed',
              isPublished
                ? 'Failed to publish story. Please try again.'
                : 'Failed to save story. Please try again.',
            ),
        }),
      missingInformation,
    )();

  const body = (() => {
    switch (step) {
      case 'create':
        return (
          <DetailsStep
            form={form}
            mode={mode}
            onModeChange={setMode}
            ai={aiStatus}
            generation={ai.state}
            firstChapter={chapters[0]?.aiGenerationId !== undefined ? chapters[0] : null}
            onGenerateStory={async () => {
              if (await ai.generateStory()) setStep('review');
            }}
            onGenerateField={(field) => void ai.generatePart(field)}
            onGenerateFirstChapter={() => void ai.generatePart('chapter')}
            onStop={ai.stop}
            onContinue={startWriting}
          />
        );
      case 'review':
        return (
          <ReviewStep
            form={form}
            chapters={chapters}
            onEditChapters={() => setStep('writing')}
            onContinue={toPublishing}
          />
        );
      case 'writing':
        return (
          <WritingStep
            storyTitle={values.title}
            chapters={chapters}
            activeKey={activeKey}
            targetWordCount={Number(values.targetWordCount) || 0}
            estimatedChapters={Number(values.estimatedChapters) || 0}
            generatingKey={writer.generatingKey}
            onSelect={setActiveKey}
            onChange={updateChapter}
            onAdd={() => {
              const key = nextKey();
              setChapters((list) => [...list, newChapter(key)]);
              setActiveKey(key);
            }}
            onGenerate={
              aiStatus.isAvailable
                ? (chapter) =>
                    void writer.write(
                      chapter,
                      chapters.filter((c) => c.key < chapter.key && isDraftComplete(c)),
                    )
                : undefined
            }
            onStopGenerating={writer.stop}
            aiStatus={writer.status}
            onBack={() => setStep('create')}
            onReady={toPublishing}
          />
        );
      case 'publishing':
        return (
          <PublishingStep
            form={form}
            chapters={chapters}
            isSaving={createStory.isPending}
            onPublish={() => save(true)}
            onSaveDraft={() => save(false)}
            onBackToEdit={() => setStep('writing')}
            onBackToReview={() => setStep('review')}
          />
        );
    }
  })();

  return (
    <ScreenLayout
      withNav={false}
      header={
        <ScreenHeader title="New Story" backHref="/" onBack={guard.leave} isHeading={false}>
          <StepIndicator step={step} />
        </ScreenHeader>
      }
    >
      <div ref={bodyRef} className="contents">
        {isBannerShown && initial ? <DraftBanner savedAt={initial.savedAt} onDiscard={discardDraft} /> : null}
        {body}
      </div>
      {guard.dialog}
    </ScreenLayout>
  );
}
