import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table as stored, chapter text included (schema.ts, the app's barrel, leaves it out: ADR 0014).
  schema: './server/db/schema-stored.ts',
  out: './server/db/migrations',
});
