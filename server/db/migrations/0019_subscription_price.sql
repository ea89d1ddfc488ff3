ALTER TABLE "author_subscriptions" ADD COLUMN "price_cents" integer;--> statement-breakpoint
UPDATE "author_subscriptions" AS s SET "price_cents" = round(t."price" * 100)::int FROM "subscription_tiers" AS t WHERE t."id" = s."tier_id";
