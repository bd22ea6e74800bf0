CREATE INDEX "wf_instances_process_idx" ON "wf_instances" USING btree ("merchant_id","process_id","create_time");--> statement-breakpoint
CREATE INDEX "wf_instances_open_idx" ON "wf_instances" USING btree ("merchant_id","process_id") WHERE "wf_instances"."state" = 0;--> statement-breakpoint
CREATE INDEX "wf_tasks_open_node_idx" ON "wf_tasks" USING btree ("merchant_id","node_id","start_time") WHERE "wf_tasks"."task_state" = 0;--> statement-breakpoint
CREATE INDEX "wf_tasks_overtime_idx" ON "wf_tasks" USING btree ("merchant_id","instance_id") WHERE "wf_tasks"."task_state" = 3;