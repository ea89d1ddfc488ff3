/**
 * Cuts chapter text into paragraphs, one rule for the reader's pages (web/lib/pagination.ts) and the
 * EPUB export, so a paragraph is the same paragraph in both (docs/reference/platform.md#formats). Blank lines separate paragraphs; inside a block, hard-wrapped
 * lines (as in Project Gutenberg files, all under 80 characters) are joined, while blocks whose lines
 * are longer hold one paragraph per line.
 */
export function splitParagraphs(content: string): string[] {
  // Trims ASCII spaces and tabs only: the ideographic space that opens a Japanese paragraph (and NBSP) is
  // text, kept as the importer keeps it, so an exported book imports back to the same text (ADR 0034).
  const trim = (line: string) => line.replace(/^[ \t]+|[ \t]+$/g, '');
  const paragraphs: string[] = [];
  for (const block of content.replace(/\r\n?/g, '\n').split(/\n[^\S\n]*\n/)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    const isHardWrapped = lines.every((line) => line.length <= 80);
    if (isHardWrapped) paragraphs.push(lines.map(trim).join(' '));
    else for (const line of lines) paragraphs.push(trim(line));
  }
  return paragraphs;
}
