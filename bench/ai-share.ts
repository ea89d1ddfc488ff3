/**
 * AI-share bench (docs/reference/ai.md#ai-share, ADR 0035): how long `measureAiShare` takes for a
 * 10,000-word chapter against three AI outputs, in the cases a save meets: an AI draft half rewritten, a
 * hand-written chapter with one AI paragraph, and (the worst case) AI paragraphs saved in shuffled order.
 * Prose comes from the built-in offline writer (deterministic seeds), so no network or database is used.
 * Each figure is the median and the maximum of RUNS timed calls after a warm-up, and the median CPU time
 * of the process (`process.cpuUsage`), which a busy machine inflates less than wall time. The budget is
 * 100 ms.
 *   npx tsx bench/ai-share.ts            (BENCH_RUNS=20 by default)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { continuationBrief } from '../server/modules/ai/briefs.js';
import { writeOffline } from '../server/modules/ai/offline/offline-writer.js';
import { measureAiShare } from '../server/modules/chapters/ai-share.js';
import { CORPUS_DIR } from '../server/modules/import/test-corpus.js';

const runs = Number(process.env.BENCH_RUNS ?? 20);

/** About `words` words of offline-writer prose (chapters of up to 6,000 words, joined). */
function prose(words: number, seed: number): string {
  const parts: string[] = [];
  let total = 0;
  for (let i = 0; total < words; i++) {
    const brief = continuationBrief({
      title: 'The Salt Archive',
      summary: 'Archivist Ines Calloway finds a ledger that should not exist.',
      genre: 'Mystery',
      setting: 'Port Vell',
      tags: [],
      chapters: [],
      targetWordCount: Math.min(6000, words - total + 50),
    });
    const text = writeOffline(brief, seed * 100 + i).content ?? '';
    parts.push(text);
    total += text.split(/\s+/).length;
  }
  return parts.join('\n\n').split(/\s+/).slice(0, words).join(' ');
}

/** Paragraph-sized pieces of 100 words. */
function pieces(text: string): string[] {
  const words = text.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 100) out.push(words.slice(i, i + 100).join(' '));
  return out;
}

/** `words` words of a corpus book (docs/reference/import.md), from word `from` on: real prose. */
function book(name: string, from: number, words: number): string {
  const text = readFileSync(path.join(CORPUS_DIR, 'books', `${name}.txt`), 'utf8');
  return text
    .split(/\s+/)
    .slice(from, from + words)
    .join(' ');
}

const draft = book('dracula', 5000, 10_000);
const hand = book('frankenstein', 5000, 10_000);
const other1 = book('moby-dick', 20_000, 2500);
const other2 = book('pride-and-prejudice', 5000, 2500);
const continuation = book('the-time-machine', 3000, 2500);
const repetitive = prose(10_000, 1);

const halfRewritten = pieces(draft)
  .map((piece, i) => (i % 2 === 0 ? piece : pieces(hand)[i]))
  .join('\n\n');
const oneParagraph = [
  ...pieces(hand).slice(0, 50),
  pieces(continuation)[3],
  ...pieces(hand).slice(50, 99),
].join('\n\n');
const shuffle = (text: string) =>
  pieces(text)
    .map((piece, i) => ({ piece, key: (i * 7919) % 101 }))
    .sort((a, b) => a.key - b.key)
    .map((p) => p.piece)
    .join('\n\n');
const repetitiveHalf = pieces(repetitive)
  .map((piece, i) => (i % 2 === 0 ? piece : pieces(prose(10_000, 4))[i]))
  .join('\n\n');

const cases: { name: string; text: string; outputs: string[] }[] = [
  { name: 'AI draft, half rewritten', text: halfRewritten, outputs: [draft, other1, other2] },
  { name: 'hand-written, one AI paragraph', text: oneParagraph, outputs: [continuation, other1, other2] },
  { name: 'AI paragraphs shuffled', text: shuffle(draft), outputs: [draft, other1, other2] },
  {
    name: 'offline-writer prose half rewritten with more of it (stress)',
    text: repetitiveHalf,
    outputs: [repetitive, prose(2500, 2), prose(2500, 3)],
  },
];

console.log('| case | words | share | median ms | max ms | median CPU ms |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const { name, text, outputs } of cases) {
  measureAiShare(text, outputs);
  const durations: number[] = [];
  const cpu: number[] = [];
  let share: number | null = null;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    share = measureAiShare(text, outputs);
    const used = process.cpuUsage(cpuStarted);
    durations.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const words = text.split(/\s+/).length.toLocaleString('en-US');
  console.log(
    `| ${name} | ${words} | ${share} | ${median(durations).toFixed(1)} | ${Math.max(...durations).toFixed(1)} | ${median(cpu).toFixed(1)} |`,
  );
}
