CREATE TABLE "ai_generations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"task" varchar(32) NOT NULL,
	"provider" varchar(32) NOT NULL,
	"model" varchar(255) NOT NULL,
	"status" varchar(16) DEFAULT 'running' NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"output" text,
	"error_code" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ai_generations_status_check" CHECK ("ai_generations"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "ai_assistance" varchar(16) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_generations_user_created_idx" ON "ai_generations" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_ai_assistance_check" CHECK ("chapters"."ai_assistance" in ('none', 'assisted', 'generated'));