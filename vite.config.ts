/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import './scripts/node-compat.ts';

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
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
