import { describe, expect, it } from 'vitest';
import { readerMessage } from './readerMessage';

const approvalTask = {
  subject: 'To do: {{processName}}',
  body: '{{applicant}} asks you to handle "{{taskName}}"',
  variables: { processName: 'Leave', applicant: 'Zhang San' },
  source: 'task.created',
};

describe("a send task's message in its reader's language", () => {
  it("words a node left at its default name in the reader's language, the typed template as typed", () => {
    const atDefault = { variables: { taskName: 'Approver' } };
    expect(readerMessage(approvalTask, atDefault, 'zh_CN')).toMatchObject({
      subject: 'To do: Leave',
      body: 'Zhang San asks you to handle "审批人"',
      variables: { taskName: '审批人' },
    });
    expect(readerMessage(approvalTask, { variables: { taskName: '审批人' } }, 'de_DE').body).toBe(
      'Zhang San asks you to handle "Genehmiger"',
    );
    expect(readerMessage(approvalTask, { variables: { taskName: 'Finance check' } }, 'zh_CN').body).toBe(
      'Zhang San asks you to handle "Finance check"',
    );
  });

  it('sends what the person who made a plain send task typed as typed', () => {
    const manual = {
      ...approvalTask,
      source: 'manual',
      variables: { ...approvalTask.variables, taskName: 'Approver' },
    };
    expect(readerMessage(manual, { variables: {} }, 'zh_CN').body).toBe(
      'Zhang San asks you to handle "Approver"',
    );
  });
});
