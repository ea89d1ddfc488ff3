/**
 * The signed-in user as services see it: taken from the session by `plugins/session.ts`, and passed
 * to services and policies explicitly (a job acting for nobody passes null where a viewer is asked).
 */
export interface SessionUser {
  id: number;
  username: string | null;
}
