import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), imported on first use: importing it costs ~150 ms and ~27 MB of memory per
 * process, which a server that never resizes a photo or draws a link-preview card need not pay
 * (docs/reference/performance.md#memory). Shape: the `sharp` function itself.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then((module) => module.default);
  return loaded;
}
