CREATE TABLE "chat_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reports_message_reporter_uq" UNIQUE("message_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_not_self" CHECK ("user_blocks"."blocker_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "voting_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"story_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"opens_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"winner_proposal_id" integer,
	"result_chapter_id" integer,
	"failure_reason" varchar(255),
	CONSTRAINT "voting_rounds_chapter_id_unique" UNIQUE("chapter_id"),
	CONSTRAINT "voting_rounds_status_check" CHECK ("voting_rounds"."status" in ('open', 'writing', 'completed', 'no_votes', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "ai_generations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_proposals" ADD COLUMN "is_vetoed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "source_proposal_id" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "community_voting_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_rounds" ADD CONSTRAINT "voting_rounds_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_rounds" ADD CONSTRAINT "voting_rounds_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_rounds" ADD CONSTRAINT "voting_rounds_winner_proposal_id_branch_proposals_id_fk" FOREIGN KEY ("winner_proposal_id") REFERENCES "public"."branch_proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_rounds" ADD CONSTRAINT "voting_rounds_result_chapter_id_chapters_id_fk" FOREIGN KEY ("result_chapter_id") REFERENCES "public"."chapters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "voting_rounds_status_closes_idx" ON "voting_rounds" USING btree ("status","closes_at");--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_source_proposal_id_branch_proposals_id_fk" FOREIGN KEY ("source_proposal_id") REFERENCES "public"."branch_proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_source_proposal_id_unique" UNIQUE("source_proposal_id");--> statement-breakpoint
-- One chapter per position in a story, so appending at max + 1 cannot race
-- (docs/reference/community.md#multi-instance). Existing positions are first renumbered 1..n in their order.
-- DEFERRABLE (checked at the end of each statement) so that renumbering after a delete may pass through
-- duplicates mid-statement.
UPDATE "chapters" AS c SET "order_index" = r.rn FROM (
	SELECT "id", row_number() OVER (PARTITION BY "story_id" ORDER BY "order_index", "id")::int AS rn FROM "chapters"
) AS r WHERE c."id" = r."id" AND c."order_index" <> r.rn;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_story_order_uq" UNIQUE ("story_id", "order_index") DEFERRABLE INITIALLY IMMEDIATE;
