import { BookOpen, Coins, Smartphone, Sparkles, Tablet, Users, WifiOff } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button';
import { useCurrentUser } from '../../lib/auth';

const blurbs = [
  {
    icon: BookOpen,
    title: 'Read Books in Progress',
    text: 'Follow serialized stories chapter by chapter, free or from the authors you support.',
  },
  {
    icon: Users,
    title: 'Collaborate',
    text: 'Propose what happens next, vote with other readers, and see the winning idea become a chapter.',
  },
  {
    icon: Sparkles,
    title: 'AI Assistance',
    text: 'Get help with titles, summaries and drafts, always labelled so readers know.',
  },
  {
    icon: Coins,
    title: 'Support Authors',
    text: 'Subscribe, buy a story once or leave a tip: authors keep most of every payment.',
  },
];

const devices = [
  { icon: Smartphone, text: 'Install Storyloom on your phone’s home screen: it opens like an app.' },
  { icon: Tablet, text: 'Read page by page on a tablet, with the size, spacing and theme you choose.' },
  { icon: WifiOff, text: 'Your saved stories stay readable when the network does not.' },
];

/**
 * The public marketing page at /welcome (docs/reference/routes.md#welcome): headline, feature
 * blurbs, "Start Writing Together" (the sign-up form, or /create when signed in) and "Browse Books"
 * (/browse, open to visitors), and the "Experience on Mobile & Tablet" block.
 */
export function WelcomeScreen() {
  const isSignedIn = Boolean(useCurrentUser().data);
  return (
    <div className="min-h-dvh">
      <header className="border-b border-line">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-4">
          <Link href="/" className="mr-auto rounded-lg py-2 font-semibold text-white">
            Storyloom
          </Link>
          <Link href={isSignedIn ? '/' : '/login'} className={buttonClass('ghost', 'sm')}>
            {isSignedIn ? 'Open Storyloom' : 'Sign In'}
          </Link>
        </div>
      </header>
      <main className="mx-auto flex max-w-5xl flex-col gap-12 px-4 py-10 md:py-16">
        <section aria-labelledby="welcome-title" className="flex flex-col items-center gap-5 text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-soft">
            AI Powered Book Collaboration
          </p>
          <h1
            id="welcome-title"
            className="max-w-2xl text-4xl font-bold leading-tight text-white md:text-5xl"
          >
            Write the next chapter together
          </h1>
          <p className="max-w-xl text-neutral-300">
            Storyloom is where serialized fiction is written, read and funded in the open: authors publish
            chapter by chapter, readers help decide what happens next.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link href={isSignedIn ? '/create' : '/signup'} className={buttonClass('primary', 'lg')}>
              Start Writing Together
            </Link>
            <Link href="/browse" className={buttonClass('secondary', 'lg')}>
              Browse Books
            </Link>
          </div>
        </section>
        <section aria-labelledby="features-title" className="flex flex-col gap-4">
          <h2 id="features-title" className="sr-only">
            Features
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {blurbs.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-line bg-panel p-5">
                <Icon aria-hidden="true" className="h-6 w-6 text-accent-soft" />
                <h3 className="mt-3 font-semibold text-white">{title}</h3>
                <p className="mt-1 text-sm text-neutral-300">{text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="devices-title"
          className="flex flex-col gap-4 rounded-3xl border border-line bg-panel p-6 md:p-8"
        >
          <h2 id="devices-title" className="text-2xl font-bold text-white">
            Experience on Mobile &amp; Tablet
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {devices.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-soft" />
                <p className="text-sm text-neutral-300">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
