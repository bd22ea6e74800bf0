import { ToHandleListPage } from '../pages';

export default ToHandleListPage;
