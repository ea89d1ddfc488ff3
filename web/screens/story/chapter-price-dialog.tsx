import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import type { Chapter } from '../../../contract/chapters';
import { MAX_CONTENT_PRICE_CENTS, MIN_CONTENT_PRICE_CENTS, priceRangeText } from '../../../contract/money';
import type { PurchaseOffer } from '../../../contract/payments';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/field';
import { ErrorState, errorMessage, ListSkeleton } from '../../components/ui/states';
import { api } from '../../lib/api';
import { chapterHeading } from '../../lib/chapter-heading';
import { formatCents, parseAmount } from '../../lib/money';
import { purchaseOfferKey, usePurchaseOffer } from '../../lib/payments';
import { showToast } from '../../lib/toast';

/**
 * The price a premium chapter sells for on its own (issue "Money" §1, content_pricing), read from
 * GET /api/purchase-offer and saved with PUT /api/creator/chapters/{id}/price (0.99-999.99 USD;
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
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (open && offer.isSuccess) setValue(ownPrice ?? '');
  }, [open, offer.isSuccess, ownPrice]);

  const save = useMutation({
    mutationFn: (price: string | null) =>
      api.put<PurchaseOffer>(`/api/creator/chapters/${chapter.id}/price`, { price }),
    onSuccess: (saved, price) => {
      queryClient.setQueryData(purchaseOfferKey(storyId, chapter.id), saved);
      showToast(
        'Price Saved',
        price === null
          ? `${chapterHeading(chapter)} is sold with the story again.`
          : `${chapterHeading(chapter)} now sells on its own for ${formatCents(parseAmount(price) ?? 0)}.`,
      );
      onOpenChange(false);
    },
    onError: (failure) => setError(errorMessage(failure)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseAmount(value.trim());
    if (cents === null || cents < MIN_CONTENT_PRICE_CENTS || cents > MAX_CONTENT_PRICE_CENTS) {
      setError('A price is between $0.99 and $999.99');
      return;
    }
    setError(undefined);
    save.mutate(value.trim());
  };

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
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'chapter-price-error' : undefined}
              onChange={(event) => setValue(event.target.value)}
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
