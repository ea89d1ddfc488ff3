/**
 * Lighthouse (mobile) and bundle bench (docs/reference/platform.md, docs/reference/performance.md): for home,
 * a story page and the reader (signed in as the demo reader, Treasure Island from the corpus), the Lighthouse
 * scores (performance, accessibility, best practices), LCP/CLS/TBT, the installability checks Lighthouse 12
 * no longer scores (manifest, service worker, Chromium's own installability errors), and per route the
 * JavaScript of a first load as served (brotli, what Chromium accepts) and as gzip.
 *   npm run bench:lighthouse          (LIGHTHOUSE_RUNS=3 by default; medians)
 *   LIGHTHOUSE_RUNS=0 npm run bench:lighthouse   (bundle sizes and installability only, no Lighthouse)
 *   LIGHTHOUSE_REPORTS_DIR=/tmp/lh npm run bench:lighthouse   (also every run's full report)
 *   LIGHTHOUSE_PAGES=reader npm run bench:lighthouse   (Lighthouse on these pages only: home, story page, reader)
 * Starts Storyloom the way `npm start` does (built, plain node) on a temporary embedded database with the
 * demo content and the corpus (SEED_CORPUS_DIR, else CORPUS_DIR, else ../shared/corpus beside the repo),
 * on port LIGHTHOUSE_PORT (5290). Chromium is /usr/bin/chromium
 * (CHROMIUM_PATH). Writes bench/results/lighthouse.json and prints Markdown tables.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { api, start, stop } from './bench-servers.js';
import { type BundleFigure, measureBundles, measureInstallability } from './lighthouse-browser.js';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 5290);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** When set, every run's full Lighthouse report (JSON) is written there, to see what a score is made of. */
const reportsDir = process.env.LIGHTHOUSE_REPORTS_DIR;
/** When set (e.g. `reader` or `home,reader`), only these pages get Lighthouse runs. */
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const base = `http://localhost:${port}`;

interface PageFigure {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One Lighthouse mobile run of `url` with the session cookie; scores 0..100. */
async function runLighthouse(
  url: string,
  cookie: string,
  chromePort: number,
): Promise<Omit<PageFigure, 'page'>> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    extraHeaders: { Cookie: cookie },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (reportsDir) {
    fs.mkdirSync(reportsDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(reportsDir, name), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-lighthouse-'));
  const prepared = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/prepare-start.ts'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (prepared.status !== 0) throw new Error('prepare-start failed');
  const server = await start(
    ['dist/server/server/main.js'],
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_BUILD: 'off',
      ...(process.env.CORPUS_DIR && !process.env.SEED_CORPUS_DIR
        ? { SEED_CORPUS_DIR: process.env.CORPUS_DIR }
        : {}),
    },
    'is running at',
  );
  // With no Lighthouse runs (LIGHTHOUSE_RUNS=0) only the bundle sizes and installability are measured.
  const chrome =
    runs > 0
      ? await launch({
          chromePath,
          chromeFlags: [
            '--headless=new',
            '--no-sandbox',
            '--disable-gpu',
            '--no-first-run',
            '--disable-sync',
          ],
        })
      : null;
  try {
    const { response } = await api(base, 'POST', '/api/auth/login', {
      email: 'reader@storyloom.test',
      password: 'storyloom-demo',
    });
    // Every cookie the login sets (the session's and the device's), as one Cookie header.
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    const { json: found } = await api(
      base,
      'GET',
      '/api/stories/search?q=Treasure%20Island&limit=5',
      undefined,
      cookie,
    );
    const story = (found as { id: number; title: string }[]).find((s) => s.title === 'Treasure Island');
    if (!story) throw new Error('Treasure Island is not in the catalogue (is ../shared/corpus there?)');
    const pages = [
      { page: 'home', url: `${base}/` },
      { page: 'story page', url: `${base}/reading/${story.id}` },
      { page: 'reader', url: `${base}/reader/${story.id}` },
    ];
    const figures: PageFigure[] = [];
    const audited = pages.filter(({ page }) => !onlyPages || onlyPages.includes(page));
    for (const { page, url } of chrome ? audited : []) {
      const samples: Omit<PageFigure, 'page'>[] = [];
      for (let i = 0; i < runs && chrome; i++) samples.push(await runLighthouse(url, cookie, chrome.port));
      const pick = (key: keyof Omit<PageFigure, 'page'>) => median(samples.map((s) => s[key]));
      figures.push({
        page,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
      });
    }
    const routes = [
      { route: 'splash (signed out)', url: `${base}/`, signedIn: false },
      ...pages.map((p) => ({ route: p.page, url: p.url, signedIn: true })),
      { route: 'discover', url: `${base}/discover`, signedIn: true },
      { route: 'library', url: `${base}/library`, signedIn: true },
    ];
    const bundles: BundleFigure[] = await measureBundles(
      chromePath,
      routes,
      cookie,
      path.join(root, 'dist/web'),
    );
    const installability = await measureInstallability(chromePath, `${base}/`, cookie);
    fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'bench/results/lighthouse.json'),
      JSON.stringify({ when: new Date().toISOString(), runs, figures, bundles, installability }, null, 2),
    );
    if (figures.length > 0) printLighthouse(figures);
    console.log(
      '\nFirst-load JavaScript per route (KB; brotli as served to Chromium, gzip from the .gz twins):\n',
    );
    console.log('| route | files | raw KB | brotli KB | gzip KB |');
    console.log('|---|---:|---:|---:|---:|');
    for (const b of bundles) {
      console.log(
        `| ${b.route} | ${b.files} | ${kb(b.rawBytes)} | ${kb(b.servedBytes)} | ${kb(b.gzipBytes)} |`,
      );
    }
    console.log('\nInstallability (Lighthouse 12 has no PWA category; read from Chromium directly):\n');
    for (const [check, value] of Object.entries(installability)) console.log(`- ${check}: ${value}`);
  } finally {
    chrome?.kill();
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the Lighthouse medians as a Markdown table. */
function printLighthouse(figures: PageFigure[]): void {
  console.log(`\nLighthouse ${lighthouseVersion()} mobile, medians of ${runs} runs:\n`);
  console.log('| page | performance | accessibility | best practices | LCP ms | CLS | TBT ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const f of figures) {
    console.log(
      `| ${f.page} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.lcpMs} | ${f.cls} | ${f.tbtMs} |`,
    );
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function lighthouseVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'));
  return pkg.version as string;
}

await main();
