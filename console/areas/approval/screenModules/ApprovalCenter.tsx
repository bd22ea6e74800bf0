import { ApprovalCenterPage } from '../pages';

export default ApprovalCenterPage;
