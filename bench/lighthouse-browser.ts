/**
 * The browser half of bench/lighthouse.ts, in Playwright (Debian's Chromium): first-load JavaScript per
 * route as served, and the installability checks that Lighthouse 12 no longer reports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';

export interface BundleFigure {
  route: string;
  files: number;
  /** Uncompressed bytes of the route's JS files (on disk). */
  rawBytes: number;
  /** Bytes on the wire as Chromium received them (the server sends the brotli twin). */
  servedBytes: number;
  /** Bytes of the same files' gzip twins (what a gzip-only client gets). */
  gzipBytes: number;
}

const args = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];

async function withBrowser<T>(chromePath: string, use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromePath, args });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/**
 * Waits until the screen is past its loading state and no request has started for 2 s: on a busy
 * machine `networkidle` can come while the entry script still runs, before the route's chunk is asked for.
 */
async function settle(page: Page): Promise<void> {
  let last = Date.now();
  page.on('request', () => {
    last = Date.now();
  });
  await page.waitForFunction(() => !document.body.textContent?.includes('Loading...'), undefined, {
    timeout: 30_000,
  });
  while (Date.now() - last < 2000) await page.waitForTimeout(250);
}

/** The cookies of a Cookie header (`a=1; b=2`) for `url`'s origin. */
function cookiesFor(url: string, cookie: string) {
  return cookie.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name: name!, value: value.join('='), url: new URL(url).origin };
  });
}

/**
 * The JavaScript each route loads until the network is idle, in a fresh context (no cache, service
 * workers blocked so every file comes from the server), at 390x844.
 */
export async function measureBundles(
  chromePath: string,
  routes: { route: string; url: string; signedIn: boolean }[],
  cookie: string,
  distDir: string,
): Promise<BundleFigure[]> {
  return withBrowser(chromePath, async (browser) => {
    const figures: BundleFigure[] = [];
    for (const { route, url, signedIn } of routes) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'block',
      });
      if (signedIn) await context.addCookies(cookiesFor(url, cookie));
      const page = await context.newPage();
      const scripts: Promise<{ file: string; served: number }>[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (!pathname.endsWith('.js')) return;
        scripts.push(
          response
            .request()
            .sizes()
            .then((sizes) => ({ file: pathname, served: sizes.responseBodySize })),
        );
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await settle(page);
      const loaded = await Promise.all(scripts);
      const size = (file: string) =>
        fs.statSync(path.join(distDir, file), { throwIfNoEntry: false })?.size ?? 0;
      figures.push({
        route,
        files: loaded.length,
        rawBytes: loaded.reduce((sum, s) => sum + size(s.file), 0),
        servedBytes: loaded.reduce((sum, s) => sum + s.served, 0),
        // Files below the build's compression threshold have no twin and go out as they are.
        gzipBytes: loaded.reduce((sum, s) => sum + (size(`${s.file}.gz`) || size(s.file)), 0),
      });
      await context.close();
    }
    return figures;
  });
}

/**
 * What Chromium says of the app's installability at `url` (signed in): the manifest it found and its
 * parse errors, whether a service worker controls the page after a reload, and Chromium's own
 * installability errors (DevTools protocol `Page.getInstallabilityErrors`; none means installable).
 */
export async function measureInstallability(
  chromePath: string,
  url: string,
  cookie: string,
): Promise<Record<string, string>> {
  // A persistent profile: Chromium calls nothing installable in an incognito-like context.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args,
    viewport: { width: 390, height: 844 },
  });
  try {
    await context.addCookies(cookiesFor(url, cookie));
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url, { waitUntil: 'networkidle' });
    await settle(page);
    const hasWorker = await page.evaluate(async () => {
      if (!('serviceWorker' in navigator)) return false;
      const ready = navigator.serviceWorker.ready.then(() => true);
      const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000));
      return Promise.race([ready, timeout]);
    });
    await page.reload({ waitUntil: 'networkidle' });
    const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string }[];
    };
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    return {
      manifest: manifest.url ? `${manifest.url} (${manifest.errors.length} parse errors)` : 'none',
      'service worker registered': hasWorker ? 'yes' : 'no',
      'page controlled by the service worker after a reload': controlled ? 'yes' : 'no',
      'installability errors': installabilityErrors.map((e) => e.errorId).join(', ') || 'none (installable)',
    };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
