import { describe, expect, it } from 'vitest';
import { GENRES } from '../../../../contract/stories.js';
import { countWords } from '../../../../contract/words.js';
import { emptyBrief } from '../context.js';
import type { WritingBrief, WritingResult } from '../writing-brief.js';
import { writeOffline } from './offline-writer.js';

/** One story per headline genre: a title, a summary naming a character, and a setting. */
const STORIES = [
  {
    genre: 'Fantasy',
    title: 'The Lighthouse Keeper of Brannock Bay',
    summary:
      'Elspeth Marr has kept the Brannock light for twenty years, until the night a drowned bell begins to ring.',
    setting: 'a storm-battered fishing village on the north coast',
    names: ['Elspeth', 'Brannock Bay'],
  },
  {
    genre: 'Sci-Fi',
    title: 'The Long Dark of Tycho Station',
    summary:
      'Engineer Noor Halloran keeps the failing station alive while a signal from the outer system repeats her name.',
    setting: 'a mining station orbiting a dead moon',
    names: ['Noor', 'Tycho Station'],
  },
  {
    genre: 'Mystery',
    title: 'Death at Wexcombe Hall',
    summary:
      'When the squire is found dead in his locked library, retired schoolmistress Agnes Pryce starts asking questions.',
    setting: 'an English village in the winter of 1932',
    names: ['Agnes', 'Wexcombe Hall'],
  },
  {
    genre: 'Romance',
    title: 'A Summer in Larkspur Bay',
    summary:
      "Clara Bennett comes home to sell her grandmother's bakery and finds Jude Carver restoring the boathouse next door.",
    setting: 'a seaside town with a harbour and a lighthouse',
    names: ['Clara', 'Jude', 'Larkspur Bay'],
  },
  {
    genre: 'Horror',
    title: 'The House on Gallows Hill',
    summary:
      "After her mother's funeral, Nell Harrow moves into the family house, where something knocks at three.",
    setting: 'an isolated farmhouse above a flooded quarry',
    names: ['Nell', 'Gallows Hill'],
  },
];

function brief(overrides: Partial<WritingBrief>): WritingBrief {
  return { ...emptyBrief('first-chapter'), genre: 'Fantasy', ...overrides };
}

/** Sentences at every ".", "!" or "?" (and closing quote) followed by whitespace, normalised. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”]?)\s+/)
    .map((s) => s.replace(/\s+/g, ' ').trim().toLowerCase())
    .filter(Boolean);
}

function repeatedSentences(text: string): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const sentence of sentences(text)) {
    if (seen.has(sentence)) repeated.push(sentence);
    seen.add(sentence);
  }
  return repeated;
}

function paragraphs(text: string): string[] {
  return text.split('\n\n');
}

function expectPlainProse(text: string): void {
  expect(text).not.toMatch(/[<>#*_`]|^\s*[-+] /m);
  expect(text).not.toMatch(/\n{3,}/);
  for (const paragraph of paragraphs(text)) {
    expect(paragraph.trim()).toBe(paragraph);
    expect(paragraph).toMatch(/^["A-Z]/);
    expect(paragraph).toMatch(/[.!?—]["”]?$/);
  }
}

/** Grammar slips a template engine is prone to: wrong articles, pronouns capitalised mid-sentence. */
function expectCleanGrammar(text: string): void {
  expect(text).not.toMatch(/\b[Aa] (?!one|once)[aeio][a-z]/);
  expect(text).not.toMatch(/\b[Aa]n [bcdfgjklmnpqrstvwxz][a-z]/);
  expect(text).not.toMatch(/[a-z,;] (She|He|Her|His|Him|Herself|Himself)\b/);
  expect(text).not.toMatch(/[{}[\]]|undefined|null/);
}

describe.each(STORIES)('a $genre chapter of 1500 words', (story) => {
  const first = writeOffline(brief({ ...story, task: 'first-chapter', targetWordCount: 1500 }), 11);
  const next = writeOffline(
    brief({
      ...story,
      task: 'continuation',
      targetWordCount: 1500,
      previousChapters: [first as Required<WritingResult>],
    }),
    12,
  );

  it.each([
    ['first chapter', first],
    ['continuation', next],
  ])('%s is 1200–1800 words in 8+ plain paragraphs with no repeated sentence', (_, result) => {
    const content = result.content ?? '';
    expect(countWords(content)).toBeGreaterThanOrEqual(1200);
    expect(countWords(content)).toBeLessThanOrEqual(1800);
    expect(paragraphs(content).length).toBeGreaterThanOrEqual(8);
    expect(repeatedSentences(content)).toEqual([]);
    expectPlainProse(content);
    expectCleanGrammar(content);
  });

  it('mentions the characters and the place named in the title and summary', () => {
    for (const name of story.names) {
      expect(first.content).toContain(name);
    }
    expect(story.names.some((name) => next.content?.includes(name))).toBe(true);
  });

  it('has dialogue in double quotes with attribution', () => {
    expect(first.content).toMatch(/"[^"]+[,?!—]" [A-Z][a-z]+ (said|asked|murmured|admitted|wanted)/);
  });

  it('titles both chapters, without "Chapter" and without repeating the first title', () => {
    expect(first.title).toMatch(/^\S.{0,79}$/);
    expect(first.title).not.toMatch(/chapter/i);
    expect(next.title).not.toBe(first.title);
  });

  it('continues from the previous chapter without repeating its sentences', () => {
    const before = new Set(sentences(first.content ?? ''));
    expect(sentences(next.content ?? '').filter((s) => before.has(s))).toEqual([]);
  });
});

describe('determinism', () => {
  const input = brief({ ...STORIES[0], task: 'first-chapter', targetWordCount: 800 });

  it('gives identical results for the same brief and seed', () => {
    expect(writeOffline(input, 42)).toEqual(writeOffline(input, 42));
  });

  it('gives different text for different seeds', () => {
    const texts = new Set([1, 2, 3, 4, 5].map((seed) => writeOffline(input, seed).content));
    expect(texts.size).toBe(5);
  });

  it('accepts any uint32 seed', () => {
    expect(writeOffline(input, 0xffffffff).content).not.toBe(writeOffline(input, 0).content);
  });
});

describe('chapter length', () => {
  it.each(['Fantasy', 'Mystery'])('writes 6000 words of %s without repeating a sentence', (genre) => {
    const { content = '' } = writeOffline(brief({ ...STORIES[0], genre, targetWordCount: 6000 }), 3);
    expect(countWords(content)).toBeGreaterThanOrEqual(4800);
    expect(countWords(content)).toBeLessThanOrEqual(7200);
    expect(repeatedSentences(content)).toEqual([]);
  });

  it.each([100, 300, 1000, 3000])('honours a target of %i words within ±20 %% in every genre', (target) => {
    for (const [index, genre] of GENRES.entries()) {
      const task = index % 2 === 0 ? 'first-chapter' : 'chapter-content';
      const { content = '' } = writeOffline(
        brief({ ...STORIES[2], genre, task, targetWordCount: target }),
        index,
      );
      expect(countWords(content), genre).toBeGreaterThanOrEqual(target * 0.8);
      expect(countWords(content), genre).toBeLessThanOrEqual(target * 1.2);
      expect(repeatedSentences(content), genre).toEqual([]);
    }
  });

  it('scales paragraphs down for short chapters and keeps 8+ from 1000 words', () => {
    const short = writeOffline(brief({ ...STORIES[1], targetWordCount: 100 }), 5).content ?? '';
    expect(paragraphs(short).length).toBeGreaterThanOrEqual(2);
    expect(paragraphs(short).length).toBeLessThanOrEqual(6);
    const long = writeOffline(brief({ ...STORIES[1], targetWordCount: 1000 }), 5).content ?? '';
    expect(paragraphs(long).length).toBeGreaterThanOrEqual(8);
  });
});

describe('the brief shapes the chapter', () => {
  it('starts a first chapter with the opening line verbatim and keeps a given title', () => {
    const openingLine = 'The sea took my father on a Tuesday, and gave back only his boots';
    const result = writeOffline(
      brief({ ...STORIES[0], openingLine, chapterTitle: 'Salt and Iron', targetWordCount: 600 }),
      9,
    );
    expect(result.content?.startsWith(openingLine)).toBe(true);
    expect(result.title).toBe('Salt and Iron');
  });

  it('follows the outline of chapter-content: its names and things appear', () => {
    const result = writeOffline(
      brief({
        ...STORIES[0],
        task: 'chapter-content',
        chapterTitle: 'The Forged Map',
        outline: 'Mara finds the map was forged by her brother Tobias',
        targetWordCount: 1200,
      }),
      4,
    );
    expect(result.title).toBeUndefined();
    for (const word of ['Mara', 'Tobias', 'map', 'brother']) expect(result.content).toContain(word);
  });

  it('continues with the previous chapters’ people and a thing from the last chapter’s end', () => {
    const previous = {
      title: 'The Quarry',
      content: [
        'Mara Quill had never liked the quarry. Her brother Tobias said it was only stone and water.',
        'Mara found the lantern at the bottom of the steps, still warm. She did not tell Tobias.',
        '"Leave it," Tobias said. But Mara took the lantern home and set it on the sill, where it burned all night.',
      ].join('\n\n'),
    };
    const result = writeOffline(
      brief({ genre: 'Horror', task: 'continuation', targetWordCount: 800, previousChapters: [previous] }),
      2,
    );
    for (const word of ['Mara', 'Tobias', 'lantern']) expect(result.content).toContain(word);
    expect(result.content).not.toMatch(/Tobias (said|asked), [^.]*\bherself\b/);
  });

  it('writes with an unknown genre, no names and no setting', () => {
    const result = writeOffline(brief({ genre: 'Hyperborean Noir Opera', targetWordCount: 500 }), 1);
    expect(countWords(result.content ?? '')).toBeGreaterThanOrEqual(400);
    expect(result.title).toBeTruthy();
  });
});

describe('short forms', () => {
  const previous = [
    {
      title: 'The Quarry',
      content: 'Mara Quill went down to the quarry with Tobias. Mara found the lantern.',
    },
  ];

  it('keeps proposal ideas within 1–100 / 30–500 characters over 200 seeds', () => {
    for (let seed = 0; seed < 200; seed++) {
      const genre = GENRES[seed % GENRES.length]!;
      const idea = writeOffline(brief({ genre, task: 'proposal-idea', previousChapters: previous }), seed);
      expect(idea.title?.length).toBeGreaterThanOrEqual(1);
      expect(idea.title?.length).toBeLessThanOrEqual(100);
      expect(idea.content?.length).toBeGreaterThanOrEqual(30);
      expect(idea.content?.length).toBeLessThanOrEqual(500);
      expect(sentences(idea.content ?? '').length).toBeGreaterThanOrEqual(2);
      expect(sentences(idea.content ?? '').length).toBeLessThanOrEqual(4);
      expect(`${idea.title} ${idea.content}`).toMatch(/Mara|Tobias/);
    }
  });

  it('keeps titles to 2–7 words and 80 characters, and summaries to 2–4 sentences and 600 characters', () => {
    for (const [index, genre] of [...GENRES, 'Zzyzx'].entries()) {
      for (let seed = 0; seed < 15; seed++) {
        const story = STORIES[(index + seed) % STORIES.length]!;
        const tags = seed % 2 === 0 ? ['dragons', 'found family'] : [];
        const { title = '' } = writeOffline(brief({ ...story, genre, tags, task: 'title', title: '' }), seed);
        expect(title.split(/\s+/).length, title).toBeGreaterThanOrEqual(2);
        expect(title.split(/\s+/).length, title).toBeLessThanOrEqual(7);
        expect(title.length).toBeLessThanOrEqual(80);
        const { summary = '' } = writeOffline(brief({ ...story, genre, tags, task: 'summary' }), seed);
        expect(sentences(summary).length, summary).toBeGreaterThanOrEqual(2);
        expect(sentences(summary).length, summary).toBeLessThanOrEqual(4);
        expect(summary.length).toBeLessThanOrEqual(600);
        expectCleanGrammar(summary);
      }
    }
  });

  it('builds the summary on the title, setting and summary characters', () => {
    const { summary = '' } = writeOffline(brief({ ...STORIES[0], task: 'summary' }), 7);
    expect(summary).toContain('Elspeth');
    expect(summary).toContain('storm-battered fishing village');
  });

  it('uses a fitting tag in some titles', () => {
    const titles = Array.from(
      { length: 40 },
      (_, seed) => writeOffline(brief({ genre: 'Fantasy', tags: ['dragons'], task: 'title' }), seed).title,
    );
    expect(titles.some((t) => t?.includes('Dragons'))).toBe(true);
  });
});

describe('no markup anywhere', () => {
  it('never writes "<" or "#" in any task or genre', () => {
    const tasks = [
      'title',
      'summary',
      'first-chapter',
      'chapter-content',
      'continuation',
      'proposal-idea',
    ] as const;
    for (const [index, genre] of GENRES.entries()) {
      for (const task of tasks) {
        const result = writeOffline(
          brief({
            ...STORIES[index % STORIES.length],
            genre,
            task,
            targetWordCount: 300,
            outline: 'Mara finds the key',
          }),
          index,
        );
        expect(JSON.stringify(result)).not.toMatch(/[<#]/);
        expect(Object.values(result).every((value) => typeof value === 'string' && value.length > 0)).toBe(
          true,
        );
      }
    }
  });
});
