-- Scheduled release and paid-then-free (docs/reference/platform.md#formats): a chapter's release time and
-- free-after days, and one row per released scheduled chapter so the release job's side effects happen once.
CREATE TABLE "chapter_releases" (
	"chapter_id" integer PRIMARY KEY NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "free_after_days" integer;--> statement-breakpoint
ALTER TABLE "chapter_releases" ADD CONSTRAINT "chapter_releases_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_free_after_days_check" CHECK ("chapters"."free_after_days" between 1 and 365);