import { zodResolver } from '@hookform/resolvers/zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MAX_REVIEW_CHARS } from '../../../contract/rating-limits';
import { type RateStoryRequest, type StoryRatings, ZRateStoryRequest } from '../../../contract/ratings';
import { Button } from '../../components/ui/button';
import { Field, Textarea } from '../../components/ui/field';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { api } from '../../lib/api';
import { NO_RATINGS } from '../../lib/ratings';
import { invalidateStories } from '../../lib/stories';
import { showErrorToast, showToast } from '../../lib/toast';

const ratingsKey = (storyId: number) => ['/api/stories', storyId, 'ratings'] as const;

/** GET /api/stories/{id}/ratings: the average, the count, recent reviews and the viewer's own. */
const ratingsQuery = (storyId: number) =>
  queryOptions({
    queryKey: ratingsKey(storyId),
    queryFn: () => api.GET('/api/stories/{id}/ratings', { params: { path: { id: storyId } } }),
  });

/** "4.3 out of 5.0 · 7 ratings", or "No ratings yet". */
export function ratingSummary(average: number, count: number): string {
  if (count === 0) return NO_RATINGS;
  return `${average.toFixed(1)} out of 5.0 · ${count.toLocaleString()} ${count === 1 ? 'rating' : 'ratings'}`;
}

function Stars({ value, size = 'h-4 w-4' }: { value: number; size?: string }) {
  return (
    <span className="flex" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`${size} ${n <= Math.round(value) ? 'fill-amber-400 text-amber-400' : 'text-neutral-600'}`}
        />
      ))}
    </span>
  );
}

/**
 * Ratings and reviews of a story (docs/reference/people.md#ratings): the average out of 5.0 and the
 * count, the latest written reviews, and for a signed-in reader who has read a chapter a 1 to 5 star choice
 * with an optional short review (saving again edits it).
 */
export function RatingsSection({
  storyId,
  isReader,
  chaptersLoaded,
}: {
  storyId: number;
  /** A signed-in reader other than the author: told to read a chapter first when they cannot rate. */
  isReader: boolean;
  /** Loading the chapters records the read that allows rating: ask after it (its answer depends on it). */
  chaptersLoaded: boolean;
}) {
  const ratings = useQuery({ ...ratingsQuery(storyId), enabled: chaptersLoaded });
  return (
    <section
      aria-labelledby="ratings-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-panel p-4"
    >
      <h2 id="ratings-heading" className="font-semibold text-white">
        Ratings and Reviews
      </h2>
      {ratings.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : ratings.isError ? (
        <ErrorState error={ratings.error} onRetry={() => ratings.refetch()} />
      ) : (
        <>
          <p className="flex items-center gap-2 text-sm text-neutral-200" data-testid="rating-summary">
            <Stars value={ratings.data.averageRating} />
            {ratingSummary(ratings.data.averageRating, ratings.data.ratingCount)}
          </p>
          {ratings.data.canRate ? (
            <RateForm storyId={storyId} mine={ratings.data.mine} />
          ) : isReader && !ratings.data.mine ? (
            <p className="text-xs text-neutral-400">Read a chapter to rate this story.</p>
          ) : null}
          {ratings.data.reviews.length > 0 ? (
            <ul className="flex flex-col divide-y divide-line" aria-label="Reviews">
              {ratings.data.reviews.map((review) => (
                <li key={`${review.reader.username}-${review.updatedAt}`} className="py-2.5 text-sm">
                  <p className="flex items-center gap-2 text-neutral-300">
                    <Stars value={review.rating} size="h-3.5 w-3.5" />
                    <span className="sr-only">{review.rating} out of 5</span>
                    <span className="truncate">{review.reader.displayName}</span>
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words text-neutral-100">{review.review}</p>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}

function RateForm({ storyId, mine }: { storyId: number; mine: StoryRatings['mine'] }) {
  const queryClient = useQueryClient();
  // 0 stars is "none chosen yet": the schema refuses it, and Submit waits for a choice.
  const form = useForm<z.input<typeof ZRateStoryRequest>, unknown, z.output<typeof ZRateStoryRequest>>({
    resolver: zodResolver(ZRateStoryRequest),
    defaultValues: { rating: mine?.rating ?? 0, review: mine?.review ?? '' },
  });
  const { reset } = form;
  useEffect(() => {
    reset({ rating: mine?.rating ?? 0, review: mine?.review ?? '' });
  }, [mine?.rating, mine?.review, reset]);
  const { field: stars } = useController({ control: form.control, name: 'rating' });
  const rating = stars.value;
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (body: RateStoryRequest) =>
      api.PUT('/api/stories/{id}/rating', { params: { path: { id: storyId } }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ratingsKey(storyId), saved);
      void invalidateStories(queryClient);
      void queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith('/api/authors'),
      });
      showToast('Rating Saved', 'Thank you for rating this story.');
    },
    onError: (error) => showErrorToast(error, 'Rating Failed', 'Could not save your rating.'),
  });
  return (
    <form className="flex flex-col gap-3" onSubmit={form.handleSubmit((body) => save.mutate(body))}>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-neutral-200">
          {mine ? 'Your rating' : 'Rate this story'}
        </legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="relative cursor-pointer rounded-lg p-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-soft"
            >
              <input
                type="radio"
                name={`rating-${storyId}`}
                value={n}
                checked={rating === n}
                onChange={() => stars.onChange(n)}
                onBlur={stars.onBlur}
                // Invisible but covering the star: taps and pointer clicks land on the radio itself.
                className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <Star
                aria-hidden="true"
                className={`h-7 w-7 ${n <= rating ? 'fill-amber-400 text-amber-400' : 'text-neutral-500'}`}
              />
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p role="alert" className="text-sm text-red-400">
            {errors.rating.message}
          </p>
        ) : null}
      </fieldset>
      <Field
        label="Review (optional)"
        htmlFor={`review-${storyId}`}
        hint={`Up to ${MAX_REVIEW_CHARS} characters.`}
        error={errors.review?.message}
      >
        <Textarea
          id={`review-${storyId}`}
          rows={3}
          maxLength={MAX_REVIEW_CHARS}
          {...form.register('review')}
        />
      </Field>
      <Button type="submit" size="sm" className="self-start" disabled={rating === 0 || save.isPending}>
        {save.isPending ? 'Saving...' : mine ? 'Update Rating' : 'Submit Rating'}
      </Button>
    </form>
  );
}
