import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';

/** Radix tabs root (keyboard: arrow keys move between tabs). */
export const Tabs = RadixTabs.Root;

/** The row of tab triggers, horizontally scrollable on narrow screens. */
export function TabsList({ className = '', ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={`flex gap-1 overflow-x-auto rounded-xl border border-line bg-panel p-1 ${className}`}
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
