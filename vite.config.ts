/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import './scripts/node-compat.ts';

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin of every built text file of at
 * least 1 KB, which `@fastify/static` serves with `preCompressed` (issue 13 "Compression"): the
 * strongest settings cost nothing at request time because they run once, here.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'storyloom-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => /\.(js|css|html|svg|json|txt|webmanifest)$/.test(name))) {
        const full = path.join(outDir, file);
        const bytes = fs.readFileSync(full);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(
          `${full}.br`,
          zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), precompress()],
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/ws': { target: 'ws://localhost:5000', ws: true } },
  },
  test: {
    root: '.',
    // CI asks for a JSON report too (CI_REPORT_DIR), from which .ci/run prints its closing tally.
    reporters: process.env.CI_REPORT_DIR ? ['default', 'json'] : ['default'],
    outputFile: process.env.CI_REPORT_DIR
      ? {
          json: `${process.env.CI_REPORT_DIR}/vitest-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}.json`,
        }
      : undefined,
    projects: [
      {
        test: {
          name: 'server',
          root: '.',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          // On a shared PostgreSQL server, test files take turns (each empties the tables first).
          fileParallelism: !process.env.DATABASE_URL,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: '.',
          include: ['web/**/*.test.ts', 'web/**/*.test.tsx'],
          environment: 'node',
        },
      },
    ],
  },
});
