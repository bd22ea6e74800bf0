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

  it("words a template the product wrote in the reader's language, whichever language it was seeded in", () => {
    const seeded = {
      subject: '您的申请被驳回：{{processName}}',
      body: '您提交的「{{processName}}」被 {{approver}} 驳回。原因：{{comment}}',
      variables: { processName: 'Leave', approver: 'Li Si', comment: 'dates overlap' },
      source: 'manual',
    };
    expect(readerMessage(seeded, { variables: {} }, 'en_US')).toMatchObject({
      subject: 'Your application was rejected: Leave',
      body: 'Your "Leave" was rejected by Li Si. Reason: dates overlap',
    });
    expect(readerMessage(seeded, { variables: {} }, 'zh_CN').subject).toBe('您的申请被驳回：Leave');
    const edited = { ...seeded, subject: '驳回：{{processName}}' };
    expect(readerMessage(edited, { variables: {} }, 'en_US').subject).toBe('驳回：Leave');
  });
});
