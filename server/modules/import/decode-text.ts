import { AppError } from '../../lib/errors.js';

/**
 * C0 controls other than tab, line feed, vertical tab (Word's line break), form feed and carriage
 * return, plus DEL.
 */
function isControl(code: number): boolean {
  return (code < 0x20 && (code < 0x09 || code > 0x0d)) || code === 0x7f;
}

/** Share of control characters above which decoded "text" is really binary data. */
const MAX_CONTROL_SHARE = 0.01;

function isBinaryText(text: string): boolean {
  let controls = 0;
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) controls++;
  return controls > 0 && controls / text.length > MAX_CONTROL_SHARE;
}

/**
 * Decodes a plain-text or Markdown upload to a string with LF line ends and no BOM.
 * UTF-8 is expected; a file that is not valid UTF-8 but reads as clean Windows-1252 (a superset of the
 * ISO-8859-1 that older Project Gutenberg files use, see the corpus MANIFEST) is decoded as that.
 * @throws AppError IMPORT_EMPTY when there is nothing but whitespace; IMPORT_BINARY for NUL bytes, bytes that
 *   are neither UTF-8 nor Windows-1252 text, or text that is mostly control characters.
 */
export function decodeText(bytes: Uint8Array, fileName: string): string {
  if (bytes.includes(0)) {
    throw new AppError(
      'IMPORT_BINARY',
      `"${fileName}" is a binary file, not text. Upload a .txt, .md or .epub file.`,
    );
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  text = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (isBinaryText(text)) {
    throw new AppError(
      'IMPORT_BINARY',
      `"${fileName}" does not look like text. Upload a .txt, .md or .epub file.`,
    );
  }
  if (text.trim() === '')
    throw new AppError('IMPORT_EMPTY', `"${fileName}" is empty: it has no text to import.`);
  return text;
}
