import type { HeadingCandidate } from './heading-candidates.js';
import type { WorkCounter } from './work-counter.js';

/**
 * Counts the numbers that continue a chapter sequence: each is the previous plus one, or 1 again after
 * a run of at least two (a new part or book). A single out-of-sequence numeral whose neighbours still
 * line up counts as a typo (The War of the Worlds heads Book Two's chapter IV "VI."). Missing numbers
 * (section words, Markdown titles) always fit and do not move the sequence.
 * @param work counts each number looked at
 * @returns how many of `numbers` fit, from 0 to numbers.length.
 */
export function sequenceFits(numbers: readonly (number | null)[], work?: WorkCounter): number {
  if (work) work.steps += numbers.length;
  let fits = 0;
  let previous: number | null = null;
  for (let i = 0; i < numbers.length; i++) {
    const n = numbers[i] ?? null;
    if (n === null) {
      fits++;
      continue;
    }
    if (previous === null || n === previous + 1 || (n === 1 && previous >= 2)) {
      fits++;
      previous = n;
      continue;
    }
    const next = numbers[i + 1];
    if (next !== undefined && next !== null && next === previous + 2) {
      fits++;
      previous += 1;
      continue;
    }
    previous = n;
  }
  return fits;
}

const FAMILY_WEIGHT: Record<string, number> = { labelled: 1.5, aozora: 1.5, markdown: 1.2, numeral: 1 };

/** A group of candidates sharing one style, with how well it reads as a book's chapter headings. */
export interface StyleGroup {
  style: string;
  candidates: HeadingCandidate[];
  fits: number;
  score: number;
}

/**
 * Scores each style: sequence fits, weighted by how much of the file the headings span (chapters run
 * through a book; a numbered list sits in one place) and by how specific the pattern is.
 * @param work counts each candidate grouped and each number looked at
 * @returns the groups whose sequence mostly fits (at least 75%), best first.
 */
export function rankStyles(
  candidates: HeadingCandidate[],
  lineCount: number,
  work?: WorkCounter,
): StyleGroup[] {
  if (work) work.steps += candidates.length;
  const byStyle = new Map<string, HeadingCandidate[]>();
  for (const candidate of candidates) {
    const group = byStyle.get(candidate.style) ?? [];
    group.push(candidate);
    byStyle.set(candidate.style, group);
  }
  const groups: StyleGroup[] = [];
  for (const [style, group] of byStyle) {
    const first = group[0];
    const last = group[group.length - 1];
    if (!first || !last) continue;
    if (group.length === 1 && first.family === 'numeral') continue;
    const numbers = group.map((c) => c.number);
    const fits = sequenceFits(numbers, work);
    if (fits / group.length < 0.75) continue;
    const spread = lineCount > 0 ? (last.line - first.line) / lineCount : 0;
    const score = fits * (0.25 + spread) * (FAMILY_WEIGHT[first.family] ?? 1);
    groups.push({ style, candidates: group, fits, score });
  }
  return groups.sort((a, b) => b.score - a.score || a.candidates[0]!.line - b.candidates[0]!.line);
}

/**
 * Picks the dominant style, then adds every other style that slots into its numbering without breaking
 * it (Sherlock Holmes: "ADVENTURE I." … "ADVENTURE VI." then "VII. THE ADVENTURE OF …").
 * @param work counts each candidate merged and each number looked at
 * @returns the chosen candidates in document order; empty when no style qualifies.
 */
export function chooseChapterHeadings(groups: StyleGroup[], work?: WorkCounter): HeadingCandidate[] {
  const [primary, ...others] = groups;
  if (!primary) return [];
  let chosen = primary.candidates;
  let fits = primary.fits;
  const primaryIsMarkdown = primary.style.startsWith('markdown');
  for (const group of others) {
    if (primaryIsMarkdown || group.style.startsWith('markdown')) continue;
    const merged = [...chosen, ...group.candidates].sort((a, b) => a.line - b.line);
    if (work) work.steps += merged.length;
    const mergedNumbers = merged.map((c) => c.number);
    const mergedFits = sequenceFits(mergedNumbers, work);
    if (mergedFits >= fits + group.fits - 1) {
      chosen = merged;
      fits = mergedFits;
    }
  }
  return chosen;
}
