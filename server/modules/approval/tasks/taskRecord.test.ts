import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wfTasks } from '../../../db/schema';
import type { EngineTask } from '../../../engine';
import { taskRecord } from './instanceStore';

const task = {
  id: 'T1',
  nodeId: 'a1',
  nodeName: 'Approver 1',
  taskType: 1,
  assignee: { userId: 'U1', userName: 'Li Si' },
  candidates: [
    { userId: 'U1', userName: 'Li Si' },
    { userId: 'U2', userName: 'Wang Wu' },
  ],
  taskState: 1,
  startTime: 10,
  endTime: 20,
  comment: 'ok',
  handledBy: 'U1',
  isRead: true,
  shared: false,
  onBehalfOf: { userId: 'U3', userName: 'Zhao Liu' },
  version: 2,
  overdueAt: 30,
} as unknown as EngineTask;

describe('taskRecord', () => {
  it('names every column of a task row but the tenant and the instance, with the task values', () => {
    const columns = Object.values(getTableColumns(wfTasks))
      .map((column) => column.name)
      .filter((name) => name !== 'merchant_id' && name !== 'instance_id');
    const record = taskRecord(task);
    expect(Object.keys(record).sort()).toEqual(columns.sort());
    expect(record).toEqual({
      id: 'T1',
      node_id: 'a1',
      node_name: 'Approver 1',
      task_type: 1,
      assignee_id: 'U1',
      assignee_name: 'Li Si',
      candidate_ids: ['U1', 'U2'],
      task_state: 1,
      start_time: 10,
      end_time: 20,
      comment: 'ok',
      handled_by: 'U1',
      is_read: true,
      shared: false,
      on_behalf_of_id: 'U3',
      on_behalf_of_name: 'Zhao Liu',
      version: 2,
      overdue_at: 30,
    });
  });

  it('writes the empty values a task row expects for what a task leaves out', () => {
    const record = taskRecord({
      ...task,
      assignee: null,
      comment: undefined,
      handledBy: undefined,
      onBehalfOf: undefined,
      isRead: undefined,
      shared: undefined,
      overdueAt: undefined,
    } as unknown as EngineTask);
    expect(record).toEqual(
      expect.objectContaining({
        assignee_id: '',
        assignee_name: '',
        comment: '',
        handled_by: '',
        is_read: false,
        shared: false,
        on_behalf_of_id: '',
        on_behalf_of_name: '',
        overdue_at: null,
      }),
    );
  });
});
