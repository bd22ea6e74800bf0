CREATE INDEX "wf_instances_process_idx" ON "wf_instances" USING btree ("merchant_id","process_id","create_time","state","end_time");--> statement-breakpoint
CREATE INDEX "wf_instances_open_idx" ON "wf_instances" USING btree ("merchant_id","process_id") WHERE "wf_instances"."state" = 0;--> statement-breakpoint
CREATE INDEX "wf_tasks_instance_cover_idx" ON "wf_tasks" USING btree ("instance_id","merchant_id","task_type","node_id","task_state","start_time","end_time");--> statement-breakpoint
CREATE INDEX "wf_tasks_open_node_idx" ON "wf_tasks" USING btree ("merchant_id","node_id","start_time") WHERE "wf_tasks"."task_state" = 0;--> statement-breakpoint
CREATE INDEX "wf_tasks_overtime_idx" ON "wf_tasks" USING btree ("merchant_id","instance_id") WHERE "wf_tasks"."task_state" = 3;--> statement-breakpoint
DROP INDEX "wf_tasks_instance_idx";