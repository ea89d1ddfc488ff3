import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { wrapLines } from './card-image.js';
import { imageUrlOf } from './page-meta.js';
import { escapeHtml, publicOrigin } from './public-origin.js';

const request = (protocol: string, host: string) => ({ protocol, host }) as unknown as FastifyRequest;

describe('publicOrigin', () => {
  it('prefers PUBLIC_ORIGIN, else the request protocol and host', () => {
    expect(publicOrigin({ publicOrigin: 'https://storyloom.example' }, request('http', 'x:1'))).toBe(
      'https://storyloom.example',
    );
    expect(publicOrigin({}, request('http', 'localhost:5000'))).toBe('http://localhost:5000');
    expect(publicOrigin({}, request('https', '[::1]:8443'))).toBe('https://[::1]:8443');
  });

  it('never prints a Host header that is not a plain host[:port]', () => {
    for (const host of ['evil.example/"><script>', 'a b', 'x@y', '']) {
      expect(publicOrigin({}, request('http', host))).toBe('http://localhost');
    }
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('imageUrlOf', () => {
  it('keeps http(s) URLs, serves inline raster images, falls back for SVG and nothing', () => {
    expect(imageUrlOf('https://cdn.example/c.jpg', '/served', '/card')).toBe('https://cdn.example/c.jpg');
    expect(imageUrlOf('data:image/jpeg;base64,AAAA', '/served', '/card')).toBe('/served');
    expect(imageUrlOf('<svg xmlns="http://www.w3.org/2000/svg"/>', '/served', '/card')).toBe('/card');
    expect(imageUrlOf('data:image/svg+xml,%3Csvg%3E', '/served', '/card')).toBe('/card');
    expect(imageUrlOf(null, '/served')).toBeUndefined();
  });
});

describe('wrapLines', () => {
  it('breaks at spaces, cuts long words, and ends a cut text with an ellipsis', () => {
    expect(wrapLines('The quick brown fox jumps', 10, 3)).toEqual(['The quick', 'brown fox', 'jumps']);
    expect(wrapLines('Supercalifragilistic', 8, 3)).toEqual(['Supercal', 'ifragili', 'stic']);
    const cut = wrapLines('one two three four five six seven', 9, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]!.endsWith('…')).toBe(true);
    expect(cut[1]!.length).toBeLessThanOrEqual(9);
  });
});
