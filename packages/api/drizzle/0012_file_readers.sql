CREATE INDEX "cart_lines_custom_info_idx" ON "cart_lines" USING gin ("custom_info" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "inquiry_files_upload_idx" ON "inquiry_files" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "inquiry_messages_file_keys_idx" ON "inquiry_messages" USING gin ("file_keys" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "order_items_custom_info_idx" ON "order_items" USING gin ("custom_info" jsonb_path_ops);