CREATE TABLE "chapter_ai_sources" (
	"chapter_id" integer NOT NULL,
	"generation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_ai_sources_chapter_id_generation_id_pk" PRIMARY KEY("chapter_id","generation_id")
);
--> statement-breakpoint
CREATE TABLE "payment_splits" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"user_id" integer,
	"role" varchar(16) NOT NULL,
	"share_bps" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_splits_role_check" CHECK ("payment_splits"."role" in ('owner', 'coauthor', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "story_collaborators" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'invited' NOT NULL,
	"share_bps" integer DEFAULT 0 NOT NULL,
	"invited_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "story_collaborators_role_check" CHECK ("story_collaborators"."role" in ('coauthor', 'editor')),
	CONSTRAINT "story_collaborators_status_check" CHECK ("story_collaborators"."status" in ('invited', 'accepted')),
	CONSTRAINT "story_collaborators_share_check" CHECK ("story_collaborators"."share_bps" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "ai_share" real;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "status" varchar(16) DEFAULT 'ongoing' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "cover_images" jsonb;--> statement-breakpoint
ALTER TABLE "chapter_ai_sources" ADD CONSTRAINT "chapter_ai_sources_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_ai_sources" ADD CONSTRAINT "chapter_ai_sources_generation_id_ai_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."ai_generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_splits" ADD CONSTRAINT "payment_splits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_splits" ADD CONSTRAINT "payment_splits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_collaborators" ADD CONSTRAINT "story_collaborators_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_collaborators" ADD CONSTRAINT "story_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_collaborators" ADD CONSTRAINT "story_collaborators_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_splits_payment_user_uq" ON "payment_splits" USING btree ("payment_id","user_id");--> statement-breakpoint
CREATE INDEX "payment_splits_user_idx" ON "payment_splits" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "story_collaborators_story_user_uq" ON "story_collaborators" USING btree ("story_id","user_id");--> statement-breakpoint
CREATE INDEX "story_collaborators_user_idx" ON "story_collaborators" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_ai_share_check" CHECK ("chapters"."ai_share" between 0 and 1);--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_status_check" CHECK ("stories"."status" in ('ongoing', 'completed', 'hiatus'));--> statement-breakpoint
-- A chapter the AI wrote whole (its label 'generated') was all AI-drafted; an 'assisted' one is measured at its next save.
UPDATE "chapters" SET "ai_share" = 1 WHERE "ai_assistance" = 'generated';