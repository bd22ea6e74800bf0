/** Entry of the phone pages (/m/): the language first, then the app; the service worker after the first paint. */
import { createRoot } from 'react-dom/client';
import { MobileApp } from './app/MobileApp';
import { applyDirection, createI18n, initialLocale, LANGUAGE_KEY } from './app/i18n';
import { clearShellCaches, registerServiceWorker } from './app/serviceWorker';
import { MobileRoot } from './model/MobileRoot';
import { prefetchedFetch } from './model/prefetchedFetch';
import { windowHistory } from './model/RouterStore';
import { PHONE_PREFETCH_GLOBAL, type PhonePrefetch } from '@shared/phone/phoneBoot';
import './mobile.css';

const locale = initialLocale(localStorage.getItem(LANGUAGE_KEY), navigator.languages);
applyDirection(locale);
let translate: (key: string) => string = (key) => key;
const root = new MobileRoot({
  history: windowHistory(),
  language: () => localStorage.getItem(LANGUAGE_KEY) ?? locale,
  t: (key) => translate(key),
  clearCaches: clearShellCaches,
  // a task link's task and application, asked by the boot script while this code was on its way (index.html)
  fetcher: prefetchedFetch((window as unknown as Record<string, PhonePrefetch>)[PHONE_PREFETCH_GLOBAL]),
});
// the first list starts loading while the language file arrives: two requests side by side, not one after the other
const firstRoute = root.router.route;
if (root.session.isSignedIn && firstRoute.name === 'list') void root.list(firstRoute.list).loadMore();
// a task link (a mail's): the task, its page and the form runtime load beside the language file, not after it
if (root.session.isSignedIn && firstRoute.name === 'task') {
  root.task(firstRoute.taskId);
  void import('./pages/task/TaskPage');
}

void createI18n(locale).then((i18n) => {
  translate = (key) => i18n.t(key);
  const element = document.getElementById('root');
  if (element) createRoot(element).render(<MobileApp root={root} i18n={i18n} />);
  registerServiceWorker();
});
