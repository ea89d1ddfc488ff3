const START_MARKER = /^\s*\*{3}\s*START OF (?:THE|THIS) PROJECT GUTENBERG/i;
const END_MARKER = /^\s*(?:\*{3}\s*END OF (?:THE|THIS) PROJECT GUTENBERG|End of (?:the )?Project Gutenberg)/i;

/**
 * Finds the Project Gutenberg header and licence in a sequence of lines or paragraphs: the text proper
 * runs after the "*** START OF THE PROJECT GUTENBERG EBOOK" marker and before the "End of the Project
 * Gutenberg EBook" line or "*** END OF …" marker (the rule the corpus used to clean its .txt files).
 * @returns the [start, end) range of the text proper; the whole range when there are no markers.
 */
export function gutenbergTextRange(items: readonly string[]): [number, number] {
  const startMarker = items.findIndex((item) => START_MARKER.test(item));
  const start = startMarker === -1 ? 0 : startMarker + 1;
  const endMarker = items.findIndex((item, i) => i >= start && END_MARKER.test(item));
  return [start, endMarker === -1 ? items.length : endMarker];
}
