/**
 * The catalogue bench's data (docs/reference/performance.md, Done means): 100,000 stories by 5,000 authors,
 * 200,000 chapters, 750,000 reads over the last 60 days and 100,000 bookmarks, inserted with SQL
 * (generate_series) after the migrations and the demo seed, so a run takes well under 2 minutes.
 * Words are spread so that "love" matches about 5 % of the stories (a common word) and "zephyrine"
 * a handful (a rare one). Reads and bookmarks are skewed towards a few stories, like real traffic.
 */

/** Stories added by `catalogueStatements`. */
export const CATALOGUE_STORIES = 100_000;
/** A word in about 5 % of the generated stories' titles or summaries. */
export const COMMON_WORD = 'love';
/** A word in 5 generated stories' summaries. */
export const RARE_WORD = 'zephyrine';

const AUTHORS = 5_000;
const titleWords = [
  'Salt',
  'Iron',
  'Glass',
  'Winter',
  'Harbour',
  'Ember',
  'Lantern',
  'Silent',
  'Copper',
  'Hollow',
];
const nouns = [
  'Archive',
  'Crown',
  'Ferry',
  'Garden',
  'Ledger',
  'Orchard',
  'Signal',
  'Tower',
  'Voyage',
  'Well',
];
const genres = ['Fantasy', 'Mystery', 'Romance', 'Science Fiction', 'Horror', 'Adventure', 'Drama'];

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]::text[]`;

/**
 * The SQL statements that add the catalogue, in order; run each once on a migrated, seeded database.
 * Generated rows are marked by their authors' emails (`catalogue-*@bench.test`).
 */
export function catalogueStatements(): string[] {
  const stories = CATALOGUE_STORIES;
  return [
    `INSERT INTO users (email, password, username, display_name, is_creator)
       SELECT 'catalogue-' || i || '@bench.test', 'not-a-hash', 'catalogue_' || i, 'Catalogue Author ' || i, true
       FROM generate_series(1, ${AUTHORS}) AS i`,
    `INSERT INTO stories (title, genre, author_id, summary, tags, is_published, created_at, updated_at)
       SELECT
         (${sqlArray(titleWords)})[1 + i % 10] || ' ' || (${sqlArray(nouns)})[1 + (i / 10) % 10]
           || CASE WHEN i % 41 = 0 THEN ' of Love' ELSE ' ' || (i % 997) END,
         (${sqlArray(genres)})[1 + i % 7],
         a.first + i % ${AUTHORS},
         'A story of ' || (${sqlArray(nouns)})[1 + (i / 7) % 10] || ' and ' || (${sqlArray(titleWords)})[1 + (i / 3) % 10]
           || CASE WHEN i % 37 = 0 THEN ', lost love and found letters' ELSE '' END
           || CASE WHEN i % 20000 = 7 THEN ', under the zephyrine sky' ELSE '' END,
         ARRAY[(${sqlArray(genres)})[1 + i % 7], 'serial'],
         i % 10 <> 0,
         now() - (i % 2000) * interval '6 hours',
         now() - (i % 1500) * interval '1 hour'
       FROM generate_series(1, ${stories}) AS i,
         (SELECT min(id) AS first FROM users WHERE email LIKE 'catalogue-%@bench.test') AS a`,
    `INSERT INTO chapters (story_id, title, content, author_id, is_canon, order_index, word_count)
       SELECT s.id, 'Chapter ' || (n + 1), repeat('The lantern swung over the quiet harbour water. ', 12),
         s.author_id, true, n, 96
       FROM stories s JOIN users u ON u.id = s.author_id AND u.email LIKE 'catalogue-%@bench.test',
         generate_series(0, 1) AS n`,
    // Skewed towards low offsets (random()^3): a few stories get most reads, most get few or none.
    `INSERT INTO story_reads (story_id, user_id, read_at)
       SELECT b.first + floor(random() ^ 3 * ${stories})::int, NULL, now() - random() * interval '60 days'
       FROM generate_series(1, 750000),
         (SELECT min(s.id) AS first FROM stories s JOIN users u ON u.id = s.author_id
            WHERE u.email LIKE 'catalogue-%@bench.test') AS b`,
    `INSERT INTO bookmarks (user_id, story_id, created_at)
       SELECT a.first + (i - 1) / 20, b.first + (i * 7919) % ${stories}, now() - random() * interval '60 days'
       FROM generate_series(1, 100000) AS i,
         (SELECT min(id) AS first FROM users WHERE email LIKE 'catalogue-%@bench.test') AS a,
         (SELECT min(s.id) AS first FROM stories s JOIN users u ON u.id = s.author_id
            WHERE u.email LIKE 'catalogue-%@bench.test') AS b
       ON CONFLICT DO NOTHING`,
    'VACUUM ANALYZE', // as autovacuum would: statistics and the visibility map (index-only scans)
  ];
}
