import { History, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { Companion } from './use-companion';

/**
 * The "Previously on" offer (docs/reference/reading.md#recap): a small card over the page when a signed-in
 * reader comes back to a story after a while. "Show recap" opens the recap; the close button dismisses it for
 * this reading (the recap stays in the companion menu). `className` places it in each reader.
 */
export function RecapOffer({ companion, className }: { companion: Companion; className: string }) {
  if (!companion.isOfferShown) return null;
  return (
    <section
      aria-label="Recap offer"
      data-no-page-keys=""
      className={`flex items-center gap-3 rounded-2xl border border-line bg-panel p-3 text-neutral-100 shadow-2xl ${className}`}
    >
      <History aria-hidden="true" className="size-5 shrink-0 text-accent-soft" />
      <p className="min-w-0 flex-1 text-sm leading-5">
        Welcome back! Want a quick recap of what you've read?
      </p>
      <Button size="sm" onClick={companion.openRecap}>
        Show recap
      </Button>
      <button
        type="button"
        aria-label="Dismiss recap offer"
        className="-m-1 grid size-9 shrink-0 place-items-center rounded-lg text-neutral-400 hover:bg-white/5 hover:text-white"
        onClick={companion.dismissOffer}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
