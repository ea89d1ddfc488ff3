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

/**
 * Most XML elements the parts of a .docx that mammoth reads may hold together (ADR 0033). mammoth
 * builds a DOM and two trees of its own, about 1 KiB of heap per element: 200,000 elements (a
 * 400,000-word manuscript as Word writes it, about 8 MiB of XML) need about half of
 * `IMPORT_HEAP_LIMIT_MB`, while 2 MiB of hostile one-letter paragraphs (also 200,000) would need the
 * same, and 4 MiB of them more than the limit. The inflated bytes are bounded as for an EPUB.
 */
export const MAX_DOCX_XML_ELEMENTS = 200_000;

/** Longest preview kept in `ImportedChapter.firstLine`, in characters. */
export const FIRST_LINE_MAX_CHARS = 200;

/**
 * Most heading-shaped lines a plain-text file may have before it is treated as having no chapter
 * structure. Books have at most a few hundred chapters (Moby-Dick: 138, with its TOC ~300 candidates);
 * tens of thousands mean a list or hostile input, and bounding them keeps parsing fast.
 */
export const MAX_HEADING_CANDIDATES = 20_000;

/**
 * Parser threads for uploads: the server has 2 cores, one stays with the event loop, one parses; other
 * uploads wait in the queue.
 */
export const IMPORT_PARSER_THREADS = 1;

/** Uploads that may wait for a parser thread; one more is answered SERVER_BUSY (503). */
export const IMPORT_QUEUE_LENGTH = 4;

/**
 * Parsing time allowed per file, in ms, counted from when a thread starts on it. The slowest files
 * within the limits (a 10 MiB text of bare numbers, 24 MiB of hostile XHTML) take 2 to 6 s on 2 cores;
 * past the limit the thread is stopped and the file answered IMPORT_TIMEOUT (422).
 */
export const IMPORT_TIME_LIMIT_MS = 20_000;

/**
 * V8 heap of a parser thread (old generation), in MiB. The most a file within the size limits needed
 * was about 200 MiB (a 10 MiB text of bare numbers). Past the limit Node stops the thread and the file
 * is answered IMPORT_TOO_COMPLEX (413), but the limit is a backstop, not a budget: V8 can still abort
 * the whole process when a thread's heap fills during one large allocation (nodejs/node#47224), so the
 * input limits above keep every file far below it.
 */
export const IMPORT_HEAP_LIMIT_MB = 512;
