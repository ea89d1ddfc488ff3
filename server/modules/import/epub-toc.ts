import { Parser } from 'htmlparser2';

/** One entry of an EPUB table of contents (NCX navPoint or navigation-document link). */
export interface TocEntry {
  label: string;
  /** Target as written in the TOC file: a path relative to that file, optionally with `#fragment`. */
  href: string;
  /** Nesting depth, 0 for top-level entries. */
  level: number;
}

const PARSER_OPTIONS = {
  decodeEntities: true,
  lowerCaseTags: true,
  lowerCaseAttributeNames: true,
  recognizeSelfClosing: true,
};

const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Reads the navPoints of an EPUB 2 NCX file in document order, with their nesting depth. */
export function parseNcx(source: string): TocEntry[] {
  const entries: TocEntry[] = [];
  let depth = -1;
  let label = '';
  let inText = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'navpoint') {
          depth++;
          label = '';
        } else if (name === 'text') inText = true;
        else if (name === 'content' && attributes.src && depth >= 0) {
          entries.push({ label: tidy(label), href: attributes.src, level: depth });
        }
      },
      ontext(text) {
        if (inText && depth >= 0) label += text;
      },
      onclosetag(name) {
        if (name === 'navpoint') depth--;
        else if (name === 'text') inText = false;
      },
    },
    { ...PARSER_OPTIONS, xmlMode: true, lowerCaseTags: true },
  );
  parser.write(source);
  parser.end();
  return entries.filter((e) => e.label !== '');
}

/**
 * Reads the `<nav epub:type="toc">` list of an EPUB 3 navigation document (any `<nav>` when none is
 * typed "toc"). Hrefs are returned as written, relative to the navigation document.
 */
export function parseNavDocument(source: string): TocEntry[] {
  const byNav: TocEntry[][] = [];
  let inNav = false;
  let isToc = false;
  let depth = -1;
  let link: { href: string; label: string; level: number } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'nav') {
          inNav = true;
          isToc = /\btoc\b/.test(attributes['epub:type'] ?? '');
          depth = -1;
          byNav.push([]);
        } else if (inNav && name === 'ol') depth++;
        else if (inNav && name === 'a' && attributes.href)
          link = { href: attributes.href, label: '', level: depth };
      },
      ontext(text) {
        if (link) link.label += text;
      },
      onclosetag(name) {
        if (name === 'a' && link) {
          const label = link.label.replace(/\s+/g, ' ').trim();
          if (label !== '')
            byNav[byNav.length - 1]?.push({ href: link.href, label, level: Math.max(0, link.level) });
          link = null;
        } else if (name === 'ol') depth--;
        else if (name === 'nav') {
          inNav = false;
          if (isToc) byNav.unshift(byNav.pop() ?? []);
        }
      },
    },
    PARSER_OPTIONS,
  );
  parser.write(source);
  parser.end();
  return byNav[0] ?? [];
}

/**
 * Resolves a TOC or spine href against the folder of the file that contains it, the way a browser
 * would inside the archive: percent-escapes decoded, `.` and `..` segments applied.
 * @returns the archive path and the fragment ("" when there is none)
 */
export function resolveHref(baseFile: string, href: string): { path: string; fragment: string } {
  const hashAt = href.indexOf('#');
  const rawPath = hashAt === -1 ? href : href.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : href.slice(hashAt + 1);
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // A stray "%" is kept literally.
  }
  const segments =
    rawPath === '' ? baseFile.split('/') : [...baseFile.split('/').slice(0, -1), ...decoded.split('/')];
  const resolved: string[] = [];
  for (const segment of segments) {
    if (segment === '..') resolved.pop();
    else if (segment !== '.' && segment !== '') resolved.push(segment);
  }
  return { path: resolved.join('/'), fragment };
}
