ALTER TABLE "chapters" ADD COLUMN "note_before" text;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "note_after" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "release_schedule" varchar(120);--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "warnings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "default_note_before" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "default_note_after" text;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_warnings_check" CHECK ("stories"."warnings" <@ ARRAY['violence', 'graphic_violence', 'sexual_content', 'sexual_violence', 'abuse', 'self_harm', 'suicide', 'major_character_death', 'substance_abuse', 'profanity']::text[]);--> statement-breakpoint
-- Tags are kept normalised (docs/reference/stories.md#tags): trimmed, inner spaces collapsed, empty ones
-- dropped, one per spelling ignoring case (the first kept, in the author's order).
UPDATE "stories" s SET "tags" = coalesce((
  SELECT array_agg(n.tag ORDER BY n.first)
  FROM (
    SELECT min(x.tag) FILTER (WHERE x.ord = x.first_ord) AS tag, min(x.ord) AS first
    FROM (
      SELECT regexp_replace(btrim(t.tag), '\s+', ' ', 'g') AS tag, t.ord,
             min(t.ord) OVER (PARTITION BY lower(regexp_replace(btrim(t.tag), '\s+', ' ', 'g'))) AS first_ord
      FROM unnest(s."tags") WITH ORDINALITY AS t(tag, ord)
      WHERE btrim(t.tag) <> ''
    ) x
    GROUP BY lower(x.tag)
  ) n
), '{}'::text[])
WHERE EXISTS (
  SELECT 1 FROM unnest(s."tags") AS t(tag)
  WHERE t.tag <> regexp_replace(btrim(t.tag), '\s+', ' ', 'g') OR btrim(t.tag) = ''
) OR (SELECT count(*) FROM unnest(s."tags")) <> (SELECT count(DISTINCT lower(regexp_replace(btrim(t.tag), '\s+', ' ', 'g'))) FROM unnest(s."tags") AS t(tag));
