CREATE TABLE "chapter_passages" (
	"chapter_id" integer NOT NULL,
	"story_id" integer NOT NULL,
	"position" integer NOT NULL,
	"start_offset" integer NOT NULL,
	"end_offset" integer NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "chapter_passages_chapter_id_position_pk" PRIMARY KEY("chapter_id","position")
);
--> statement-breakpoint
CREATE TABLE "chapter_summaries" (
	"chapter_id" integer NOT NULL,
	"source" varchar(300) NOT NULL,
	"content_hash" varchar(32) NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_summaries_chapter_id_source_pk" PRIMARY KEY("chapter_id","source")
);
--> statement-breakpoint
ALTER TABLE "chapter_passages" ADD CONSTRAINT "chapter_passages_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_passages" ADD CONSTRAINT "chapter_passages_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_summaries" ADD CONSTRAINT "chapter_summaries_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_passages_story_idx" ON "chapter_passages" USING btree ("story_id");--> statement-breakpoint
-- Full-text search over passages (docs/reference/reading.md#ask), english stemming; declared here only, like
-- stories' search_document (0009), so selecting a passage never fetches it.
ALTER TABLE "chapter_passages" ADD COLUMN "search_document" tsvector
  GENERATED ALWAYS AS (to_tsvector('english', "body")) STORED;--> statement-breakpoint
CREATE INDEX "chapter_passages_search_idx" ON "chapter_passages" USING gin ("search_document");--> statement-breakpoint
-- A chapter's passages: its text cut at blank lines (a line holding only spaces counts as blank), as
-- web/lib/pagination.ts cuts paragraphs, each with its character offsets; a paragraph longer than 3,000
-- characters is stored in 3,000-character pieces (a tsvector has a size limit). One pass of one regular
-- expression, linear in the text's length.
CREATE FUNCTION storyloom_index_chapter_passages(p_chapter integer, p_story integer, p_content text)
RETURNS void LANGUAGE sql AS $$
  DELETE FROM chapter_passages WHERE chapter_id = p_chapter;
  INSERT INTO chapter_passages (chapter_id, story_id, position, start_offset, end_offset, body)
  SELECT p_chapter, p_story,
    (row_number() OVER (ORDER BY p.start, s.i) - 1)::int,
    p.start + s.i,
    p.start + s.i + length(substr(p.part, s.i + 1, 3000)),
    substr(p.part, s.i + 1, 3000)
  FROM (
    SELECT m.r[1] AS part,
      coalesce(sum(length(m.r[1]) + length(m.r[2]))
        OVER (ORDER BY m.ord ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::int AS start
    FROM regexp_matches(p_content,
      '([^\n]*(?:\n(?![ \t\r\f]*(?:\n|$))[^\n]*)*)(\n[ \t\r\f]*(?:\n|$)|$)', 'g')
      WITH ORDINALITY AS m(r, ord)
  ) p
  CROSS JOIN LATERAL generate_series(0, length(p.part) - 1, 3000) AS s(i)
  WHERE btrim(p.part, E' \t\r\n\f') <> '';
$$;--> statement-breakpoint
-- Every write path indexes the passages: the editor, the importer, AI chapters, the seed, plain SQL.
CREATE FUNCTION storyloom_chapter_passages_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.content IS DISTINCT FROM OLD.content OR NEW.story_id <> OLD.story_id THEN
    PERFORM storyloom_index_chapter_passages(NEW.id, NEW.story_id, NEW.content);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chapters_index_passages" AFTER INSERT OR UPDATE OF "content", "story_id" ON "chapters"
  FOR EACH ROW EXECUTE FUNCTION storyloom_chapter_passages_trigger();--> statement-breakpoint
SELECT storyloom_index_chapter_passages("id", "story_id", "content") FROM "chapters";
