import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Chapter } from '../../../contract/chapters';
import { fromCents, priceRangeText } from '../../../contract/money';
import { ZChapterPriceRequest } from '../../../contract/payments';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/field';
import { ErrorState, errorMessage, ListSkeleton } from '../../components/ui/states';
import { api } from '../../lib/api';
import { chapterHeading } from '../../lib/chapter-heading';
import { formatAmount } from '../../lib/money';
import { purchaseOfferKey, usePurchaseOffer } from '../../lib/payments';
import { showToast } from '../../lib/toast';

/** The form's price: the text typed, read into cents by the API's own rule (0.99-999.99 USD). */
const ZPriceForm = z.object({ price: ZChapterPriceRequest.shape.price.unwrap() });

/**
 * The price a premium chapter sells for on its own (docs/reference/access.md#policy, content_pricing), read
 * from GET /api/purchase-offer and saved with PUT /api/creator/chapters/{id}/price (0.99-999.99 USD;
 * "Remove price" sends null, after which the chapter is sold with the whole story).
 */
export function ChapterPriceDialog({
  storyId,
  chapter,
  open,
  onOpenChange,
}: {
  storyId: number;
  chapter: Chapter;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const offer = usePurchaseOffer(storyId, chapter.id, open);
  const ownPrice = offer.data?.chapterId === chapter.id ? offer.data.price : null;
  const form = useForm<z.input<typeof ZPriceForm>, unknown, z.output<typeof ZPriceForm>>({
    resolver: zodResolver(ZPriceForm),
    defaultValues: { price: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (open && offer.isSuccess) reset({ price: ownPrice ?? '' });
  }, [open, offer.isSuccess, ownPrice, reset]);
  const error = form.formState.errors.price?.message;

  const save = useMutation({
    mutationFn: (price: string | null) =>
      api.PUT('/api/creator/chapters/{id}/price', { params: { path: { id: chapter.id } }, body: { price } }),
    onSuccess: (saved, price) => {
      queryClient.setQueryData(purchaseOfferKey(storyId, chapter.id), saved);
      showToast(
        'Price Saved',
        price === null
          ? `${chapterHeading(chapter)} is sold with the story again.`
          : `${chapterHeading(chapter)} now sells on its own for ${formatAmount(price)}.`,
      );
      onOpenChange(false);
    },
    onError: (failure) => form.setError('price', { message: errorMessage(failure) }),
  });

  // The API takes the amount as a decimal string ("1.49"), whatever the reader typed ("$1.49").
  const submit = form.handleSubmit(({ price }) => save.mutate(fromCents(price)));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Chapter Price"
      description={`Sell ${chapterHeading(chapter)} on its own. Readers can still buy the whole story.`}
    >
      {offer.isPending ? (
        <ListSkeleton rows={1} label="Loading price..." />
      ) : offer.isError ? (
        <ErrorState error={offer.error} onRetry={() => offer.refetch()} />
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <Field
            label="Price (USD)"
            htmlFor="chapter-price"
            error={error}
            hint={`${ownPrice ? '' : 'Not sold on its own yet. '}From ${priceRangeText()}.`}
          >
            <Input
              id="chapter-price"
              inputMode="decimal"
              placeholder="1.49"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'chapter-price-error' : undefined}
              {...form.register('price')}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            {ownPrice ? (
              <Button
                type="button"
                variant="ghost"
                disabled={save.isPending}
                onClick={() => save.mutate(null)}
              >
                Remove price
              </Button>
            ) : null}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Price'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
