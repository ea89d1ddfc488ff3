import { useRef, useState } from 'react';
import { type CompanionPlace, useAsk, useCompanionState, useRecap } from '../../../lib/companion';

/** The companion's dialog open over the reader, if any. */
export type CompanionDialog = 'recap' | 'ask' | null;

/**
 * Whether the reader must wait before saving progress: a signed-in reader's recap offer is still being
 * asked for (neither answered nor failed, and not paused offline, where saves are queued anyway).
 */
export function isProgressHeld(
  isSignedIn: boolean,
  state: { status: 'pending' | 'error' | 'success'; fetchStatus: 'fetching' | 'paused' | 'idle' },
): boolean {
  return isSignedIn && state.status === 'pending' && state.fetchStatus === 'fetching';
}

/** What a reader's companion parts (menu, recap offer, dialogs) share; see `useCompanion`. */
export type Companion = ReturnType<typeof useCompanion>;

/**
 * The reader's companion (docs/reference/reading.md#recap, docs/reference/reading.md#ask) for one opening of
 * a reader: whether to offer a recap, which dialog is open, and the recap and question requests, kept while
 * the reader is open so that closing and reopening a dialog shows the same recap or answer without asking the
 * server again.
 *
 * `isProgressHeld` is true while the recap offer's answer is on its way: the reader must not save
 * progress meanwhile, since the server decides from the last saved read whether a recap is due, and a
 * save would make that "now". It is false for signed-out readers and as soon as the answer arrives or
 * fails (or the browser is offline, when progress is queued anyway).
 *
 * `place` is where the reader is now (the chapter shown and the offset inside it); recaps and answers
 * are built from what comes before it.
 */
export function useCompanion({
  storyId,
  isSignedIn,
  place,
}: {
  storyId: number;
  isSignedIn: boolean;
  place: CompanionPlace;
}) {
  const state = useCompanionState(storyId, isSignedIn);
  const recap = useRecap(storyId);
  const ask = useAsk(storyId);
  const [dialog, setDialog] = useState<CompanionDialog>(null);
  const [isOfferDismissed, setOfferDismissed] = useState(false);
  // The offer, once made, stays until dismissed: a later refetch (after progress was saved) says
  // "not due" but must not take it away under the reader's finger.
  const [wasRecapDue, setWasRecapDue] = useState(false);
  if (state.data?.recapDue && !wasRecapDue) setWasRecapDue(true);
  /** Focus goes back to the companion's menu button when a dialog closes (the offer may be gone). */
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const hasRecapHere = recap.isSuccess && recap.variables?.chapterId === place.chapterId;
  return {
    isSignedIn,
    isProgressHeld: isProgressHeld(isSignedIn, state),
    isOfferShown: isSignedIn && wasRecapDue && !isOfferDismissed,
    /** Dismisses the offer for this reading; focus goes to the menu, where the recap stays. */
    dismissOffer: () => {
      setOfferDismissed(true);
      menuButtonRef.current?.focus({ preventScroll: true });
    },
    dialog,
    closeDialog: () => setDialog(null),
    menuButtonRef,
    recap,
    /** Opens "Previously on", asking for a recap unless the one for this chapter is here or coming. */
    openRecap: () => {
      setOfferDismissed(true);
      setDialog('recap');
      if (!hasRecapHere && !recap.isPending) recap.mutate(place);
    },
    retryRecap: () => recap.mutate(place),
    ask,
    openAsk: () => setDialog('ask'),
    /**
     * Sends a question (already checked: 3 to 300 characters) with the reader's place; `onAnswered`
     * runs once it is answered (the question box then empties; after a failure it keeps the text).
     */
    sendQuestion: (question: string, onAnswered?: () => void) =>
      ask.mutate({ question, ...place }, { onSuccess: () => onAnswered?.() }),
  };
}
