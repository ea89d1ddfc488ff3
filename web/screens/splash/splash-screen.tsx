import { ArrowLeft, BookOpen, Sparkles, Users } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';

// The forms (react-hook-form, zod) load when asked for, fetched ahead as the pointer or focus reaches
// the splash's buttons, so the splash itself opens without them (docs/reference/performance.md#bundle).
const loadLoginForm = () => import('./login-form');
const loadSignupForm = () => import('./signup-form');
const LoginForm = lazy(() => loadLoginForm().then((m) => ({ default: m.LoginForm })));
const SignupForm = lazy(() => loadSignupForm().then((m) => ({ default: m.SignupForm })));
const prefetchForms = () => {
  void loadLoginForm().catch(() => {});
  void loadSignupForm().catch(() => {});
};

export type AuthView = 'splash' | 'login' | 'signup';

const features = [
  { icon: BookOpen, title: 'Browse Books', text: 'Read stories in production, chapter by chapter.' },
  { icon: Users, title: 'Collaborate', text: 'Propose and vote on what happens next.' },
  { icon: Sparkles, title: 'AI Assistance', text: 'Get help with titles, summaries and chapters.' },
];

/**
 * The signed-out screen (docs/reference/routes.md#splash): splash, then the login or sign-up
 * form, and Back to the splash. The view is controlled so /login can open the sign-in form.
 */
export function SplashScreen({
  view,
  onViewChange: setView,
}: {
  view: AuthView;
  onViewChange: (view: AuthView) => void;
}) {
  if (view === 'splash') {
    return (
      <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-8 px-6 py-10">
        <div className="text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-soft">Storyloom</p>
          <h1 className="mt-3 text-4xl font-bold leading-tight text-white">AI Powered Book Collaboration</h1>
          <p className="mt-3 text-neutral-400">Write, read and fund serialized fiction, together.</p>
        </div>
        <ul className="grid gap-3 md:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-line bg-panel p-4">
              <Icon aria-hidden="true" className="h-6 w-6 text-accent-soft" />
              <h2 className="mt-2 font-semibold text-white">{title}</h2>
              <p className="mt-1 text-sm text-neutral-400">{text}</p>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-3">
          <Button
            size="lg"
            onClick={() => setView('signup')}
            onPointerEnter={prefetchForms}
            onFocus={prefetchForms}
          >
            Start Writing Together
          </Button>
          <Button
            size="lg"
            variant="secondary"
            onClick={() => setView('login')}
            onPointerEnter={prefetchForms}
            onFocus={prefetchForms}
          >
            Sign In
          </Button>
        </div>
        <nav aria-label="Explore" className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          <Link
            href="/browse"
            className="rounded px-2 py-2 text-accent-soft underline-offset-4 hover:underline"
          >
            Browse Books
          </Link>
          <Link
            href="/welcome"
            className="rounded px-2 py-2 text-accent-soft underline-offset-4 hover:underline"
          >
            About Storyloom
          </Link>
        </nav>
      </main>
    );
  }

  const isLogin = view === 'login';
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-6 px-6 py-6">
      <div>
        <Button variant="ghost" size="sm" onClick={() => setView('splash')} className="-ml-3">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back
        </Button>
      </div>
      <h1 className="text-3xl font-bold text-white">
        {isLogin ? 'Welcome Back, Writer' : 'Join the Future of Writing'}
      </h1>
      <Suspense fallback={<Spinner />}>{isLogin ? <LoginForm /> : <SignupForm />}</Suspense>
      <button
        type="button"
        onClick={() => setView(isLogin ? 'signup' : 'login')}
        className="self-center rounded-lg px-2 py-2 text-sm text-accent-soft underline-offset-4 hover:underline"
      >
        {isLogin ? 'Need an account? Sign up' : 'Already have an account? Sign in'}
      </button>
    </main>
  );
}
