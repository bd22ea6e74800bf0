/** Entry of /workflow-mobile/#/preview?id=<form id>. */
import { createRoot } from 'react-dom/client';
import { MobilePreview } from './MobilePreview';
import { formIdFromHash, readAdminToken } from './fetchForm';
import './mobile.css';

const element = document.getElementById('root');
if (element) {
  const root = createRoot(element);
  const render = () =>
    root.render(
      <MobilePreview
        formId={formIdFromHash(window.location.hash)}
        token={readAdminToken(document.cookie)}
        locale={navigator.language}
      />,
    );
  window.addEventListener('hashchange', render);
  render();
}
