import { checkData } from '../data-file.js';
import adventureJson from '../writing-data/genre-banks/adventure.json' with { type: 'json' };
import comedyJson from '../writing-data/genre-banks/comedy.json' with { type: 'json' };
import dystopianJson from '../writing-data/genre-banks/dystopian.json' with { type: 'json' };
import fantasyJson from '../writing-data/genre-banks/fantasy.json' with { type: 'json' };
import historicalJson from '../writing-data/genre-banks/historical.json' with { type: 'json' };
import horrorJson from '../writing-data/genre-banks/horror.json' with { type: 'json' };
import lifeJson from '../writing-data/genre-banks/life.json' with { type: 'json' };
import literaryJson from '../writing-data/genre-banks/literary.json' with { type: 'json' };
import mysteryJson from '../writing-data/genre-banks/mystery.json' with { type: 'json' };
import romanceJson from '../writing-data/genre-banks/romance.json' with { type: 'json' };
import sciFiJson from '../writing-data/genre-banks/sci-fi.json' with { type: 'json' };
import thrillerJson from '../writing-data/genre-banks/thriller.json' with { type: 'json' };
import westernJson from '../writing-data/genre-banks/western.json' with { type: 'json' };
import { type FlavourBeat, type GenreBank, ZGenreBank } from './bank.js';

export type { GenreBank } from './bank.js';

/** `raw`, the content of `writing-data/genre-banks/<name>.json`, checked (see `checkData`). */
function bank(raw: unknown, name: string): GenreBank {
  return checkData(ZGenreBank, raw, `genre-banks/${name}.json`);
}

const fantasy = bank(fantasyJson, 'fantasy');
const sciFi = bank(sciFiJson, 'sci-fi');
const romance = bank(romanceJson, 'romance');
const mystery = bank(mysteryJson, 'mystery');
const horror = bank(horrorJson, 'horror');
const thriller = bank(thrillerJson, 'thriller');
const adventure = bank(adventureJson, 'adventure');
const historical = bank(historicalJson, 'historical');
const literary = bank(literaryJson, 'literary');
const western = bank(westernJson, 'western');
const dystopian = bank(dystopianJson, 'dystopian');
const comedy = bank(comedyJson, 'comedy');
const life = bank(lifeJson, 'life');

/**
 * Genres without a bank of their own borrow from their family (Superhero reads as science fiction
 * with adventure; Self-Help and Biography as narrative nonfiction). Keys are genre names lower-cased
 * with everything but letters removed; the genre list is `GENRES` in `contract/stories.ts`.
 */
const GENRE_FAMILIES: Record<string, GenreBank[]> = {
  fantasy: [fantasy],
  scifi: [sciFi],
  sciencefiction: [sciFi],
  romance: [romance],
  mystery: [mystery],
  horror: [horror],
  thriller: [thriller],
  adventure: [adventure],
  historicalfiction: [historical],
  historical: [historical],
  literaryfiction: [literary],
  literary: [literary],
  western: [western],
  dystopian: [dystopian, sciFi],
  comedy: [comedy, literary],
  youngadult: [adventure, romance],
  selfhelp: [life, literary],
  biography: [life, historical],
  drama: [literary, romance],
  crime: [mystery, thriller],
  adult: [romance, literary],
  superhero: [sciFi, adventure],
  paranormal: [horror, romance],
};

/** Word stems that place a free-form genre ("Cozy Mystery", "Space Opera") in a family. */
const GENRE_STEMS: [RegExp, GenreBank[]][] = [
  [/fantas|myth|fairy|sword|dragon/, [fantasy]],
  [/scien|space|cyber|robot|alien/, [sciFi]],
  [/dystop|apocal/, [dystopian, sciFi]],
  [/myster|detect|whodun|cozy|noir/, [mystery]],
  [/horror|gothic|ghost|haunt/, [horror]],
  [/thrill|suspense|spy|espion/, [thriller]],
  [/roman|love/, [romance]],
  [/advent|action|quest/, [adventure]],
  [/histor|period|regency|victorian/, [historical]],
  [/western|frontier|cowboy/, [western]],
  [/comed|humou?r|satir|funny/, [comedy, literary]],
  [/self|biograph|memoir|nonfic|essay/, [life]],
];

/** Fiction with no recognisable genre reads as contemporary literary fiction with a little romance. */
const FALLBACK: GenreBank[] = [literary, romance];

/** The bank for `genre` (any string; unknown genres fall back to contemporary fiction). */
export function bankFor(genre: string): GenreBank {
  const key = genre.toLowerCase().replace(/[^a-z]/g, '');
  const family = GENRE_FAMILIES[key] ?? GENRE_STEMS.find(([stem]) => stem.test(key))?.[1] ?? FALLBACK;
  return family.reduce(mergeBanks);
}

/** Every list of `a` followed by the same list of `b`; `a` keeps the lead in names and places. */
function mergeBanks(a: GenreBank, b: GenreBank): GenreBank {
  const flavour: GenreBank['flavour'] = { ...a.flavour };
  for (const [beat, lines] of Object.entries(b.flavour) as [FlavourBeat, string[]][]) {
    flavour[beat] = [...(flavour[beat] ?? []), ...lines];
  }
  const merged = { key: `${a.key}+${b.key}`, isGentle: a.isGentle && b.isGentle, flavour } as GenreBank;
  for (const field of Object.keys(a) as (keyof GenreBank)[]) {
    if (field === 'key' || field === 'about' || field === 'flavour' || field === 'isGentle') continue;
    (merged as unknown as Record<string, unknown[]>)[field] = [
      ...(a[field] as unknown[]),
      ...(b[field] as unknown[]),
    ];
  }
  return merged;
}

/** Every genre bank, for lookups across genres (known given names, object phrases in earlier chapters). */
export const ALL_BANKS: readonly GenreBank[] = [
  fantasy,
  sciFi,
  romance,
  mystery,
  horror,
  thriller,
  adventure,
  historical,
  literary,
  western,
  dystopian,
  comedy,
  life,
];
