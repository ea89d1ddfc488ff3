/** Largest manuscript we accept, in bytes (10 MiB). Checked before any parsing. */
export const MAX_MANUSCRIPT_BYTES = 10 * 1024 * 1024;

/**
 * Largest total uncompressed size of an EPUB's entries, in bytes (100 MiB). A 10 MiB archive of text
 * expands to roughly 40 MiB; anything far beyond that is a zip bomb, not a book.
 */
export const MAX_EPUB_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

/**
 * Most bytes inflated from one EPUB, in bytes (24 MiB): only the documents its text needs (container,
 * package, NCX or nav, spine documents) are inflated, never images. That is far more markup than the
 * longest novels have (War and Peace: under 10 MiB of XHTML), and keeps a parser thread's heap well
 * below `IMPORT_HEAP_LIMIT_MB`: 38 MiB of hostile XHTML (millions of anchored one-letter paragraphs)
 * needed 320 to 400 MiB of heap; 24 MiB of it needs about half the limit.
 */
export const MAX_EPUB_INFLATED_BYTES = 24 * 1024 * 1024;

/** Most entries an EPUB archive may hold. Real books have tens to a few thousand. */
export const MAX_EPUB_ENTRIES = 10_000;

/** Longest preview kept in `ImportedChapter.firstLine`, in characters. */
export const FIRST_LINE_MAX_CHARS = 200;

/**
 * Most heading-shaped lines a plain-text file may have before it is treated as having no chapter
 * structure. Books have at most a few hundred chapters (Moby-Dick: 138, with its TOC ~300 candidates);
 * tens of thousands mean a list or hostile input, and bounding them keeps parsing fast.
 */
export const MAX_HEADING_CANDIDATES = 20_000;
