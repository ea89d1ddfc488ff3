/*
 * The one rule for characters that text may not carry into XML, shared by what stores text (chapter
 * saves, the importer) and what writes XML from it (feeds, the EPUB export).
 */

/**
 * Characters XML 1.0 forbids (W3C XML 1.0, section 2.2 "Characters"): C0 controls other than tab,
 * LF and CR, U+FFFE and U+FFFF, and UTF-16 surrogates that are not half of a pair.
 */
const XML_FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: exactly the characters XML 1.0 forbids
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `text` without the characters XML 1.0 forbids (W3C XML 1.0, section 2.2), keeping what two of them
 * mean: U+000B (the line break Word writes for Shift+Enter) becomes a line feed, U+000C (a page break)
 * a paragraph break (a blank line, as chapter text separates paragraphs). With `singleLine` (titles,
 * names) both become a space. Every other forbidden character (U+0007 and the rest of C0 but tab, LF
 * and CR; U+FFFE/U+FFFF; lone surrogates) is dropped. Text that has none comes back unchanged.
 */
export function toXmlText(text: string, options: { singleLine?: boolean } = {}): string {
  return text.replace(XML_FORBIDDEN, (c) => {
    if (c === '\u000B') return options.singleLine ? ' ' : '\n';
    if (c === '\u000C') return options.singleLine ? ' ' : '\n\n';
    return '';
  });
}
