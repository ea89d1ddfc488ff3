import type { MeasureText } from '../../lib/pagination';
import type { OverlayFont } from '../../lib/reader-settings';

/** CSS font stacks for the overlay fonts; the canvas measures with the same stack the page renders. */
export const OVERLAY_FONT_STACKS: Record<OverlayFont, string> = {
  Georgia: 'Georgia, serif',
  'Times New Roman': '"Times New Roman", Times, serif',
  Arial: 'Arial, sans-serif',
  Helvetica: 'Helvetica, Arial, sans-serif',
  Verdana: 'Verdana, sans-serif',
};

const widthCaches = new Map<string, Map<string, number>>();
let context: CanvasRenderingContext2D | null | undefined;

function measuringContext(): CanvasRenderingContext2D | null {
  if (context === undefined) context = document.createElement('canvas').getContext('2d');
  return context;
}

/**
 * A text measurer for a CSS font shorthand (e.g. `bold 20px Georgia, serif`): canvas `measureText`,
 * widths in px, cached per font for the whole visit. Falls back to 0.55 em per character when the
 * browser offers no 2D canvas.
 */
export function textMeasurer(font: string, fontSizePx: number): MeasureText {
  let cache = widthCaches.get(font);
  if (!cache) {
    cache = new Map();
    widthCaches.set(font, cache);
  }
  const widths = cache;
  return (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      const ctx = measuringContext();
      if (ctx) {
        ctx.font = font;
        width = ctx.measureText(text).width;
      } else width = [...text].length * fontSizePx * 0.55;
      widths.set(text, width);
    }
    return width;
  };
}
