ALTER TABLE "content_purchases" DROP CONSTRAINT "content_purchases_user_story_chapter_uq";--> statement-breakpoint
ALTER TABLE "author_earnings" DROP CONSTRAINT "author_earnings_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "content_purchases" DROP CONSTRAINT "content_purchases_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "content_purchases" DROP CONSTRAINT "content_purchases_story_id_stories_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "author_earnings" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_purchases" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_purchases" ALTER COLUMN "story_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "author_earnings" ADD COLUMN "author_name_snapshot" varchar(255);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_name_snapshot" varchar(255);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "author_name_snapshot" varchar(255);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "item_key" varchar(64);--> statement-breakpoint
ALTER TABLE "author_earnings" ADD CONSTRAINT "author_earnings_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_purchases" ADD CONSTRAINT "content_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_purchases" ADD CONSTRAINT "content_purchases_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_purchases_user_story_chapter_uq" ON "content_purchases" USING btree ("user_id","story_id","chapter_id") NULLS NOT DISTINCT WHERE "content_purchases"."user_id" IS NOT NULL AND "content_purchases"."story_id" IS NOT NULL;--> statement-breakpoint
-- Hand-written (ADR 0024): every purchase names its item; payers who left before this migration are
-- shown as "Deleted reader". Where a payer holds two pending or completed purchases of one item (made
-- before this index existed), the completed (else the earliest) keeps the claim and the others stay as
-- they are, records that claim nothing, so the unique index below can be built.
UPDATE "payments" SET "item_key" = 'story:' || "story_id" || CASE WHEN "chapter_id" IS NULL THEN '' ELSE ':chapter:' || "chapter_id" END WHERE "type" = 'purchase' AND "story_id" IS NOT NULL;--> statement-breakpoint
WITH "ranked" AS (SELECT "id", row_number() OVER (PARTITION BY "user_id", "item_key" ORDER BY ("status" = 'completed') DESC, "id") AS "n" FROM "payments" WHERE "item_key" IS NOT NULL AND "user_id" IS NOT NULL AND "status" IN ('pending', 'completed')) UPDATE "payments" SET "item_key" = NULL FROM "ranked" WHERE "payments"."id" = "ranked"."id" AND "ranked"."n" > 1;--> statement-breakpoint
UPDATE "payments" SET "payer_name_snapshot" = 'Deleted reader' WHERE "user_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_purchase_claim_uq" ON "payments" USING btree ("user_id","item_key") WHERE "payments"."status" in ('pending', 'completed');