-- Full-text search over title, summary and tags (docs/reference/routes.md#api-stories: GET
-- /api/stories/search). array_to_string is only STABLE, so an IMMUTABLE wrapper makes the expression
-- indexable.
CREATE OR REPLACE FUNCTION storyloom_story_document(title text, summary text, tags text[])
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple', coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(summary, '')), 'B')
      || setweight(to_tsvector('simple', coalesce(array_to_string(tags, ' '), '')), 'B')
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stories_search_idx" ON "stories" USING gin (storyloom_story_document("title", "summary", "tags"));
