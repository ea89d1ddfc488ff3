import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * The frame of the account-recovery pages (docs/reference/people.md#email): a narrow card under the
 * Storyloom name, with a way back home. Mobile first (390 px wide), focusable main landmark.
 */
export function RecoveryLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-6 py-10"
    >
      <Link href="/" className="text-lg font-semibold text-white">
        Storyloom
      </Link>
      <div className="rounded-2xl border border-line bg-panel p-5">
        <h1 className="mb-4 text-xl font-bold text-white">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** The `token` query parameter of an email link ('' when missing). */
export function tokenFromLocation(): string {
  return new URLSearchParams(window.location.search).get('token') ?? '';
}
