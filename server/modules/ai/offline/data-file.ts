import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The offline writer's word lists and templates are JSON files in `./writing-data/` (ADR 0007),
 * imported with `with { type: 'json' }` so that `tsc` copies them beside the compiled code and Vite,
 * tsx and Node all load them the same way. Each file is checked here once, when its module loads.
 */

/** A non-empty list of non-empty strings: every list is drawn from at random, so none may be empty. */
export const ZWords = z.array(z.string().trim().min(1)).min(1);

/**
 * `raw` (the parsed content of `writing-data/<file>`) checked against `schema`, typed by it.
 * @throws Error naming the file's absolute path and every failing field path
 *   (".../writing-data/genre-banks/fantasy.json is not valid offline writer data: ✖ Too small …
 *   → at femaleNames"),
 *   so a bad edit to a data file stops the server at start-up instead of writing broken prose later.
 */
export function checkData<T>(schema: z.ZodType<T>, raw: unknown, file: string): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const where = fileURLToPath(new URL(`./writing-data/${file}`, import.meta.url));
  throw new Error(`${where} is not valid offline writer data:\n${z.prettifyError(result.error)}`);
}
