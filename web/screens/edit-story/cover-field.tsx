import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import type { Story } from '../../../contract/stories';
import { StoryCover } from '../../components/story-cover';
import { buttonClass } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { ProgressBar } from '../../components/ui/progress-bar';
import { api } from '../../lib/api';
import { invalidateStories, useStory } from '../../lib/stories';
import { showToast } from '../../lib/toast';
import { COVER_ACCEPT, COVER_ASPECT, loadImage, renderCoverCrop } from './cover-crop';

/** The formats the server takes (docs/reference/stories.md#covers); anything else is refused here first. */
const ACCEPTED_TYPES = new Set(COVER_ACCEPT.split(','));

/** What the field is doing, for the progress bar (two honest steps, not a made-up percentage). */
type Step = 'idle' | 'preparing' | 'uploading' | 'removing';

/** A message from an error: the server's `message` when it sent one (ApiError), else the error's own. */
function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'serverMessage' in error) return String(error.serverMessage);
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/**
 * The edit screen's cover (docs/reference/stories.md#covers): the current cover (uploaded, linked or
 * generated), "Upload cover" (JPEG, PNG or WebP) then a 2:3 crop in a sheet with a zoom slider, the crop
 * drawn in the browser and sent to PUT /api/stories/{id}/cover (the server crops and re-encodes it
 * again), and "Remove cover" (DELETE) back to the generated one. Story lists and pages refresh after
 * either.
 */
export function CoverField({
  storyId,
  title,
  coverUrl,
}: {
  storyId: number;
  title: string;
  coverUrl: string | null;
}) {
  const queryClient = useQueryClient();
  const { data: story } = useStory(storyId);
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  const statusId = useId();
  const [picked, setPicked] = useState<{ url: string; name: string } | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  // The answer of the last change, until the story query catches up.
  const [changed, setChanged] = useState<Story | null>(null);

  const current = changed ?? story;
  const shownUrl = current ? current.coverUrl : coverUrl;
  const coverImages = current?.coverImages ?? null;

  // An object URL lives as long as the crop sheet shows it.
  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);

  const done = async (answer: Story, message: string) => {
    setChanged(answer);
    setStep('idle');
    setError(null);
    await invalidateStories(queryClient);
    showToast('Cover Updated', message);
  };

  const upload = useMutation({
    mutationFn: async (picture: { url: string; area: Area }) => {
      setStep('preparing');
      const file = await renderCoverCrop(await loadImage(picture.url), picture.area);
      setStep('uploading');
      const form = new FormData();
      form.append('file', file);
      return api.upload('/api/stories/{id}/cover', form, {
        method: 'put',
        params: { path: { id: storyId } },
      });
    },
    onSuccess: async (answer) => {
      setPicked(null);
      await done(answer, 'Your new cover shows on the story page and in lists.');
    },
    onError: (failure) => {
      setStep('idle');
      setError(messageOf(failure));
    },
  });

  const remove = useMutation({
    mutationFn: () => {
      setStep('removing');
      return api.DELETE('/api/stories/{id}/cover', { params: { path: { id: storyId } } });
    },
    onSuccess: (answer) => done(answer, 'The story shows its generated cover again.'),
    onError: (failure) => {
      setStep('idle');
      setError(messageOf(failure));
    },
  });

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);
  const busy = step !== 'idle';

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED_TYPES.has(file.type)) {
      setError('Please choose a JPEG, PNG or WebP image.');
      return;
    }
    setError(null);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setPicked({ url: URL.createObjectURL(file), name: file.name });
  };

  return (
    <section aria-labelledby="cover-heading" className="flex flex-col gap-3">
      <h2 id="cover-heading" className="text-lg font-semibold text-white">
        Cover
      </h2>
      <div className="flex items-start gap-4">
        <StoryCover
          id={storyId}
          title={current?.title ?? title}
          genre={current?.genre}
          coverUrl={shownUrl}
          coverImages={coverImages}
          sizes="96px"
          className="h-36 w-24 shrink-0 rounded-xl"
        />
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm text-neutral-400">
            {coverImages
              ? 'Your uploaded cover.'
              : shownUrl
                ? 'A cover image.'
                : 'A cover drawn from the title and genre. Upload your own (JPEG, PNG or WebP, up to 8 MB).'}
          </p>
          <input
            ref={inputRef}
            type="file"
            accept={COVER_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Choose a cover image"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              choose(file);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <button
              ref={uploadButtonRef}
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={busy}
              aria-describedby={error ? statusId : undefined}
              onClick={() => inputRef.current?.click()}
            >
              <ImagePlus aria-hidden="true" className="h-4 w-4" />
              Upload cover
            </button>
            {shownUrl ? (
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                disabled={busy}
                onClick={() => setConfirmRemove(true)}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Remove cover
              </button>
            ) : null}
          </div>
          <div id={statusId} aria-live="polite" className="text-sm">
            {step === 'removing' ? <p className="text-neutral-300">Removing the cover...</p> : null}
            {error && !picked ? (
              <p role="alert" className="text-red-300">
                {error}
              </p>
            ) : null}
          </div>
        </div>
      </div>

      <Dialog
        open={picked !== null}
        onOpenChange={(open) => {
          if (!open && !upload.isPending) {
            setPicked(null);
            setError(null);
          }
        }}
        title="Crop your cover"
        description="Drag the picture and zoom until the cover looks right. Covers are 2 wide by 3 tall."
        variant="sheet"
        returnFocusRef={uploadButtonRef}
      >
        {picked ? (
          <div className="flex flex-col gap-4">
            <div className="relative h-[min(55dvh,26rem)] w-full overflow-hidden rounded-xl bg-black">
              <Cropper
                image={picked.url}
                crop={crop}
                zoom={zoom}
                aspect={COVER_ASPECT}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={onCropComplete}
                onMediaLoaded={() => setError(null)}
                mediaProps={{
                  alt: `The picture ${picked.name}`,
                  onError: () => setError('This file is not an image we can read.'),
                }}
              />
            </div>
            <label className="flex items-center gap-3 text-sm text-neutral-300">
              Zoom
              <input
                type="range"
                min={1}
                max={3}
                step={0.05}
                value={zoom}
                onChange={(event) => setZoom(Number(event.target.value))}
                className="flex-1 accent-accent"
                aria-valuetext={`${Math.round(zoom * 100)}%`}
              />
            </label>
            {step === 'preparing' || step === 'uploading' ? (
              <div className="flex flex-col gap-1">
                <ProgressBar
                  label="Cover upload"
                  percent={step === 'preparing' ? 33 : 66}
                  valueText={step === 'preparing' ? 'Preparing the picture' : 'Uploading'}
                />
                <p className="text-sm text-neutral-300" aria-live="polite">
                  {step === 'preparing' ? 'Preparing the picture...' : 'Uploading the cover...'}
                </p>
              </div>
            ) : null}
            {error ? (
              <p role="alert" className="text-sm text-red-300">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <button
                type="button"
                className={buttonClass('ghost')}
                disabled={upload.isPending}
                onClick={() => {
                  setPicked(null);
                  setError(null);
                }}
              >
                Cancel
              </button>
              <button
                type="button"
                className={buttonClass('primary')}
                disabled={upload.isPending || area === null}
                onClick={() => {
                  if (area) upload.mutate({ url: picked.url, area });
                }}
              >
                {upload.isPending ? 'Uploading...' : 'Use this cover'}
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove the cover?"
        description="The story will show a cover drawn from its title and genre."
        confirmLabel="Remove cover"
        onConfirm={() => {
          setConfirmRemove(false);
          remove.mutate();
        }}
      />
    </section>
  );
}
