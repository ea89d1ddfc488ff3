CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchaser_id" integer,
	"author_id" integer,
	"tier_id" integer,
	"period" varchar(8) NOT NULL,
	"recipient_id" integer,
	"code_hash" varchar(64),
	"payment_id" integer NOT NULL,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gifts_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "gifts_period_check" CHECK ("gifts"."period" in ('month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "balance_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"payment_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount_cents" integer NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"payout_id" integer,
	"transfer" varchar(16) DEFAULT 'none' NOT NULL,
	"stripe_transfer_id" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_entries_kind_check" CHECK ("balance_entries"."kind" in ('earning', 'reversal')),
	CONSTRAINT "balance_entries_sign_check" CHECK (("balance_entries"."kind" = 'earning' and "balance_entries"."amount_cents" >= 0) or ("balance_entries"."kind" = 'reversal' and "balance_entries"."amount_cents" <= 0)),
	CONSTRAINT "balance_entries_transfer_check" CHECK ("balance_entries"."transfer" in ('none', 'destination', 'waiting', 'transferred'))
);
--> statement-breakpoint
CREATE TABLE "payment_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"reference" varchar(255) NOT NULL,
	"status" varchar(16) NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" varchar(64),
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_disputes_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_disputes_status_check" CHECK ("payment_disputes"."status" in ('open', 'won', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"requirements_due" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_provider_check" CHECK ("payout_accounts"."provider" in ('demo', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"amount_cents" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"provider" varchar(20) NOT NULL,
	"trigger" varchar(20) NOT NULL,
	"stripe_payout_id" varchar(255),
	"run_key" varchar(100) NOT NULL,
	"arrival_date" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_stripe_payout_id_unique" UNIQUE("stripe_payout_id"),
	CONSTRAINT "payouts_run_key_unique" UNIQUE("run_key"),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('in_transit', 'paid', 'failed')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "author_subscriptions" DROP CONSTRAINT "author_subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_type_check";--> statement-breakpoint
ALTER TABLE "subscription_tiers" ADD COLUMN "annual_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_tiers" ADD COLUMN "trial_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_tiers" ADD COLUMN "stripe_annual_price_id" varchar(255);--> statement-breakpoint
ALTER TABLE "subscription_tiers" ADD COLUMN "stripe_annual_price_cents" integer;--> statement-breakpoint
ALTER TABLE "author_subscriptions" ADD COLUMN "billing_period" varchar(8) DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "author_subscriptions" ADD COLUMN "pending_price_cents" integer;--> statement-breakpoint
ALTER TABLE "author_subscriptions" ADD COLUMN "price_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "author_subscriptions" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "author_subscriptions" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "author_subscriptions" ADD COLUMN "trial_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "author_subscriptions" ADD COLUMN "gift_id" integer;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_purchaser_id_users_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_tier_id_subscription_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."subscription_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_disputes" ADD CONSTRAINT "payment_disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_purchaser_idx" ON "gifts" USING btree ("purchaser_id");--> statement-breakpoint
CREATE INDEX "gifts_recipient_idx" ON "gifts" USING btree ("recipient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_payment_user_kind_uq" ON "balance_entries" USING btree ("payment_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "balance_entries_user_idx" ON "balance_entries" USING btree ("user_id","payout_id");--> statement-breakpoint
CREATE INDEX "balance_entries_payout_idx" ON "balance_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payment_disputes_payment_idx" ON "payment_disputes" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "subscription_tiers" ADD CONSTRAINT "subscription_tiers_annual_discount_check" CHECK ("subscription_tiers"."annual_discount_percent" between 0 and 50);--> statement-breakpoint
ALTER TABLE "subscription_tiers" ADD CONSTRAINT "subscription_tiers_trial_days_check" CHECK ("subscription_tiers"."trial_days" between 0 and 90);--> statement-breakpoint
ALTER TABLE "author_subscriptions" ADD CONSTRAINT "author_subscriptions_billing_period_check" CHECK ("author_subscriptions"."billing_period" in ('month', 'year'));--> statement-breakpoint
ALTER TABLE "author_subscriptions" ADD CONSTRAINT "author_subscriptions_provider_check" CHECK ("author_subscriptions"."provider" in ('demo', 'stripe', 'gift'));--> statement-breakpoint
ALTER TABLE "author_subscriptions" ADD CONSTRAINT "author_subscriptions_status_check" CHECK ("author_subscriptions"."status" in ('pending', 'trialing', 'active', 'canceling', 'canceled', 'past_due'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_type_check" CHECK ("payments"."type" in ('purchase', 'subscription', 'tip', 'gift'));--> statement-breakpoint
-- Every payment completed before payouts existed gets its balance lines (ADR 0041): each recipient's share
-- (payment_splits, or the whole author earning), available a week after completion (the default hold),
-- and for a refunded payment its reversal.
INSERT INTO "balance_entries" ("user_id", "payment_id", "kind", "amount_cents", "available_at")
SELECT s."user_id", s."payment_id", 'earning', round(s."amount" * 100)::integer,
       coalesce(p."completed_at", p."created_at") + interval '7 days'
FROM "payment_splits" s JOIN "payments" p ON p."id" = s."payment_id"
WHERE p."status" in ('completed', 'refunded')
UNION ALL
SELECT p."author_id", p."id", 'earning', round(p."author_earning" * 100)::integer,
       coalesce(p."completed_at", p."created_at") + interval '7 days'
FROM "payments" p
WHERE p."status" in ('completed', 'refunded')
  AND NOT EXISTS (SELECT 1 FROM "payment_splits" s WHERE s."payment_id" = p."id");
--> statement-breakpoint
INSERT INTO "balance_entries" ("user_id", "payment_id", "kind", "amount_cents", "available_at")
SELECT e."user_id", e."payment_id", 'reversal', -e."amount_cents", e."available_at"
FROM "balance_entries" e JOIN "payments" p ON p."id" = e."payment_id"
WHERE p."status" = 'refunded' AND e."kind" = 'earning';
