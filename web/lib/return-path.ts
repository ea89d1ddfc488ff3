const RETURN_PATH_KEY = 'storyloom.return-to';

/** Keeps a path (e.g. a shared /reading/12, or the reader someone was in) to return to after sign-in. */
export function rememberReturnPath(path: string): void {
  try {
    sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // storage unavailable (private mode): the user simply lands on home
  }
}

/** The remembered path, once (it is forgotten as it is read); null when none or not a local path. */
export function takeReturnPath(): string | null {
  let target: string | null = null;
  try {
    target = sessionStorage.getItem(RETURN_PATH_KEY);
    sessionStorage.removeItem(RETURN_PATH_KEY);
  } catch {
    target = null;
  }
  return target?.startsWith('/') && !target.startsWith('//') ? target : null;
}
