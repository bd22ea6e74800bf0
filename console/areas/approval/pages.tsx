import { ApprovalTabs } from './lists/ApprovalTabs';

/** Approval centre: to-handle, cc to me, my applications, handled, template list. */
export function ApprovalCenterPage() {
  return <ApprovalTabs initialTab="todo" tabs={['todo', 'cc', 'mine', 'handled', 'templates']} />;
}

export function ToHandleListPage() {
  return <ApprovalTabs initialTab="todo" tabs={['todo']} />;
}

export function MyApplicationsPage() {
  return <ApprovalTabs initialTab="mine" tabs={['mine']} />;
}
