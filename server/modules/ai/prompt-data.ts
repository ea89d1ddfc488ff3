/**
 * Story text and user input reach the model as quoted data, never as instructions (OWASP LLM01
 * "Prompt Injection": segregate untrusted content). The data is one JSON document between
 * `<story_data>` tags; `<` and `>` inside it are JSON-escaped, so no user text can close the tag.
 */
const OPEN = '<story_data>';
const CLOSE = '</story_data>';

/** Serialises `data` as the quoted block the prompts embed. */
export function quoteData(data: unknown): string {
  const json = JSON.stringify(data, null, 1).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e');
  return `${OPEN}\n${json}\n${CLOSE}`;
}

/**
 * Reads back the block `quoteData` wrote from a prompt text.
 * @returns the parsed JSON value, or undefined when the text holds no well-formed block.
 */
export function readQuotedData(text: string): unknown {
  const start = text.indexOf(OPEN);
  const end = text.lastIndexOf(CLOSE);
  if (start < 0 || end < start) return undefined;
  try {
    return JSON.parse(text.slice(start + OPEN.length, end));
  } catch {
    return undefined;
  }
}
