import { MyApplicationsPage } from '../pages';

export default MyApplicationsPage;
