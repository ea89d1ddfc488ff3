CREATE TABLE "story_trending" (
	"story_id" integer PRIMARY KEY NOT NULL,
	"score" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_trending" ADD CONSTRAINT "story_trending_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_trending_score_idx" ON "story_trending" USING btree ("score" DESC NULLS LAST);
--> statement-breakpoint
-- Trending points as reads and bookmarks happen (docs/reference/performance.md#trending; the rule in
-- server/modules/stories/trending.ts): +1 per read within 7 days, +2 per bookmark within 30 days,
-- -2 when such a bookmark is removed. The refresh-trending job re-bases every score from the rule,
-- dropping points that left their window. A removed bookmark only updates an existing score, so a
-- story deleted with its bookmarks never gets a new one.
CREATE OR REPLACE FUNCTION storyloom_trending_read() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.read_at > now() - interval '7 days' THEN
    INSERT INTO story_trending (story_id, score) VALUES (NEW.story_id, 1)
    ON CONFLICT (story_id) DO UPDATE SET score = story_trending.score + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION storyloom_trending_bookmark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.created_at > now() - interval '30 days' THEN
      INSERT INTO story_trending (story_id, score) VALUES (NEW.story_id, 2)
      ON CONFLICT (story_id) DO UPDATE SET score = story_trending.score + 2;
    END IF;
  ELSIF OLD.created_at > now() - interval '30 days' THEN
    UPDATE story_trending SET score = greatest(score - 2, 0) WHERE story_id = OLD.story_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER story_reads_trending AFTER INSERT ON story_reads
  FOR EACH ROW EXECUTE FUNCTION storyloom_trending_read();--> statement-breakpoint
CREATE TRIGGER bookmarks_trending AFTER INSERT OR DELETE ON bookmarks
  FOR EACH ROW EXECUTE FUNCTION storyloom_trending_bookmark();--> statement-breakpoint
INSERT INTO story_trending (story_id, score)
  SELECT a.story_id, sum(a.points)::int FROM (
    SELECT story_id, 1 AS points FROM story_reads WHERE read_at > now() - interval '7 days'
    UNION ALL
    SELECT story_id, 2 FROM bookmarks WHERE created_at > now() - interval '30 days'
  ) a GROUP BY a.story_id;
