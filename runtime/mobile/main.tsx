/** Entry of /workflow-mobile/#/preview?id=<form id>. */
import { createRoot } from 'react-dom/client';
import { MobilePreview } from './MobilePreview';
import { formIdFromHash, readAdminToken } from './fetchForm';
import './mobile.css';

// the page speaks the language its texts are shown in (MobilePreview: English for an English browser, else Chinese),
// so a screen reader reads it with the right voice
document.documentElement.lang = navigator.language.startsWith('en') ? 'en' : 'zh-CN';

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
