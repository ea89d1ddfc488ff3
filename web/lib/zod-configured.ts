import { z } from 'zod/v4';

/*
 * What `import ... from 'zod'` means in the web build (vite.config.ts aliases it here): zod, configured
 * before any schema runs. zod probes `Function('')` for its JIT, which the strict CSP refuses
 * (STACK-NOTES trap 8). Configuring it here instead of in the entry keeps zod out of the first load of
 * screens that parse nothing (docs/reference/performance.md#bundle): it arrives with the first chunk that
 * needs it.
 */
z.config({ jitless: true });

export * from 'zod/v4';
