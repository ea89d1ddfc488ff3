ALTER TABLE "ai_generations" DROP CONSTRAINT "ai_generations_status_check";--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_status_check" CHECK ("ai_generations"."status" in ('running', 'succeeded', 'failed', 'cancelled'));--> statement-breakpoint
CREATE INDEX "ai_generations_running_idx" ON "ai_generations" USING btree ("created_at") WHERE "ai_generations"."status" = 'running';
