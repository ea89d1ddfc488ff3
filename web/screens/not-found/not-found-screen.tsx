import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button';

/** Any unknown path (docs/reference/routes.md#not-found): "404 Page Not Found". */
export function NotFoundScreen() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-white">404 Page Not Found</h1>
      <p className="text-neutral-400">Did you forget to add the page to the router?</p>
      <Link href="/" className={buttonClass('secondary')}>
        Go Home
      </Link>
    </main>
  );
}
