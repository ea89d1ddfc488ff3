import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { withEmphasis, withoutEmphasisMarkers } from './emphasis';

/** Flattens the nodes to a readable string: <em>x</em> becomes [x]. */
function show(text: string): string {
  return withEmphasis(text)
    .map((node) =>
      isValidElement(node)
        ? `[${(node as ReactElement<{ children: string }>).props.children}]`
        : String(node),
    )
    .join('');
}

describe('withEmphasis', () => {
  it('turns _words_ into emphasis and drops the markers', () => {
    expect(show('“_You_ want to tell me, and I have no objection to hearing it.”')).toBe(
      '“[You] want to tell me, and I have no objection to hearing it.”',
    );
    expect(show('It is _not_ the _same thing at all_.')).toBe('It is [not] the [same thing at all].');
  });

  it('leaves snake_case, lone underscores and markers split across pages alone', () => {
    expect(show('call read_chapter_text now')).toBe('call read_chapter_text now');
    expect(show('a _ b')).toBe('a _ b');
    expect(show('_Her mind was')).toBe('_Her mind was');
    expect(show('less difficult_ to develop.')).toBe('less difficult_ to develop.');
  });

  it('keeps the text as text, never markup', () => {
    expect(show('_<b>bold</b>_')).toBe('[<b>bold</b>]');
  });

  it('turns **words** into bold, with italics inside, and leaves stray asterisks alone', () => {
    const strong = (text: string) =>
      withEmphasis(text)
        .map((node) => {
          if (!isValidElement(node)) return String(node);
          const { children } = (node as ReactElement<{ children: unknown }>).props;
          const inner = Array.isArray(children)
            ? children
                .map((c) =>
                  isValidElement(c)
                    ? `[${(c as ReactElement<{ children: string }>).props.children}]`
                    : String(c),
                )
                .join('')
            : String(children);
          return node.type === 'strong' ? `{${inner}}` : `[${inner}]`;
        })
        .join('');
    expect(strong('It was **dark** and _cold_.')).toBe('It was {dark} and [cold].');
    expect(strong('**_Both_ at once**')).toBe('{[Both] at once}');
    expect(strong('2 ** 3 and a**b** and **open')).toBe('2 ** 3 and a**b** and **open');
  });
});

describe('withoutEmphasisMarkers', () => {
  it('drops the markers withEmphasis would render and keeps the rest as written', () => {
    expect(withoutEmphasisMarkers('The orchard was _made of glass_, and it **rang _loud_**.')).toBe(
      'The orchard was made of glass, and it rang loud.',
    );
    expect(withoutEmphasisMarkers('snake_case stays, 2 * 3 ** 2 too')).toBe(
      'snake_case stays, 2 * 3 ** 2 too',
    );
  });
});
