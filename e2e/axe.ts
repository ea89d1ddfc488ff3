import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA; best-practice and experimental rules stay out. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the current page and records its violations as a soft failure named after `screen`, so
 * one run lists every screen's findings. Colours axe cannot parse count too: they would leave contrast
 * unchecked without a word (axe-core reads no `oklch(... none)`, dequelabs/axe-core#4269).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const { violations, incomplete } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const findings = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  const unparsed = incomplete
    .flatMap((result) => result.nodes)
    .flatMap((node) => node.any)
    .filter((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'colorParse')
    .map((check) => check.message);
  expect.soft(findings, `axe violations on ${screen}`).toEqual([]);
  expect.soft([...new Set(unparsed)], `colours axe could not check on ${screen}`).toEqual([]);
}
