import { TemplateSettingsPage } from '../templates/TemplateSettingsPage';

export default TemplateSettingsPage;
