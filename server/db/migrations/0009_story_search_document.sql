-- Search ranks from a stored document (docs/reference/performance.md#search): ts_rank over the expression
-- index of 0001 rebuilt the tsvector of every matching row per query. The document is now a stored generated
-- column (same immutable helper, so the same lexemes and weights) with its own GIN index; 0001's index goes.
-- Not declared in server/db/schema.ts on purpose: selecting a story's columns never fetches it.
ALTER TABLE "stories" ADD COLUMN "search_document" tsvector
  GENERATED ALWAYS AS (storyloom_story_document("title", "summary", "tags")) STORED;--> statement-breakpoint
CREATE INDEX "stories_search_document_idx" ON "stories" USING gin ("search_document");--> statement-breakpoint
DROP INDEX IF EXISTS "stories_search_idx";
