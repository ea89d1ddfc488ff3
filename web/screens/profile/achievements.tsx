import { useQuery } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import { ErrorState, Skeleton } from '../../components/ui/states';
import { api } from '../../lib/api';

const achievementsKey = ['/api/user/achievements'] as const;

/** /profile achievements (docs/reference/routes.md#profile), computed by the server from real activity. */
export function Achievements() {
  const achievements = useQuery({
    queryKey: achievementsKey,
    queryFn: () => api.GET('/api/user/achievements'),
  });
  return (
    <section aria-labelledby="achievements-heading" className="flex flex-col gap-2">
      <h2 id="achievements-heading" className="text-lg font-semibold text-white">
        Achievements
      </h2>
      {achievements.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : achievements.isError ? (
        <ErrorState error={achievements.error} onRetry={() => achievements.refetch()} />
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {achievements.data.map((a) => (
            <li
              key={a.id}
              className={`flex flex-col gap-1 rounded-xl border p-3 ${a.earned ? 'border-amber-500/60 bg-amber-500/10' : 'border-line bg-panel'}`}
            >
              <span className="flex items-center gap-1.5 text-sm font-medium text-white">
                <Award
                  aria-hidden="true"
                  className={`h-4 w-4 ${a.earned ? 'text-amber-400' : 'text-neutral-500'}`}
                />
                {a.title}
              </span>
              <span className="text-xs text-neutral-400">{a.description}</span>
              <span className="text-xs text-neutral-300">
                {a.earned ? 'Earned' : `${a.progress} of ${a.goal}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
