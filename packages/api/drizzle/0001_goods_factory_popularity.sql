DROP INDEX "goods_factory_idx";--> statement-breakpoint
CREATE INDEX "goods_factory_idx" ON "goods" USING btree ("factory_id","status","popularity","id");