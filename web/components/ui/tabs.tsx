import * as RadixTabs from '@radix-ui/react-tabs';
import { type ComponentProps, type RefObject, useEffect, useRef } from 'react';

/** Radix tabs root (keyboard: arrow keys move between tabs). */
export const Tabs = RadixTabs.Root;

/**
 * Scrolls the row sideways so its active tab is in view (centred when it can be), now and whenever the
 * active tab changes: a screen opened on its last tab (`?tab=followers`) at 390 px shows it selected.
 * Only the row scrolls, never the page.
 */
function useActiveTabInView(ref: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const reveal = () => {
      const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (!active || list.scrollWidth <= list.clientWidth) return;
      list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    };
    reveal();
    const observer = new MutationObserver(reveal);
    observer.observe(list, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    return () => observer.disconnect();
  }, [ref]);
}

/** The row of tab triggers, horizontally scrollable on narrow screens, keeping the active tab in view. */
export function TabsList({ className = '', ...props }: ComponentProps<typeof RadixTabs.List>) {
  const ref = useRef<HTMLDivElement | null>(null);
  useActiveTabInView(ref);
  return (
    <RadixTabs.List
      ref={ref}
      className={`relative flex gap-1 overflow-x-auto rounded-xl border border-line bg-panel p-1 ${className}`}
      {...props}
    />
  );
}

/** One tab trigger; the active one is filled. */
export function TabsTrigger({ className = '', ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={`min-h-9 flex-1 whitespace-nowrap rounded-lg px-3 text-sm font-medium text-neutral-400 transition-colors hover:text-white data-[state=active]:bg-accent data-[state=active]:text-white ${className}`}
      {...props}
    />
  );
}

/** The panel of one tab. */
export function TabsContent({ className = '', ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={`mt-4 focus-visible:outline-none ${className}`} {...props} />;
}
