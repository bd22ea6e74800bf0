/**
 * Phones go to the phone pages (/m/) before the console downloads: the console needs a desk-sized screen.
 * Decided by the viewport in the browser (narrower than 768 px), never by the user agent on the server. A link to
 * a task (`/approval/todo?taskId=…`, as notification mails and robot messages send it) opens the phone's task
 * page, a link to an application its application page. "Desktop version" on the phone (`?desktop=1`) keeps the
 * console for the rest of the browser session.
 *
 * The script is inlined at the top of the console's index.html (vite.config.ts), so it runs before anything else
 * loads; the Content-Security-Policy allows exactly this text by its hash (server/http/securityHeaders.ts).
 */
export const PHONE_MAX_WIDTH = 768;

export const PHONE_REDIRECT_SCRIPT = `(function (win) {
  var PHONE_MAX_WIDTH = ${PHONE_MAX_WIDTH};
  var KEY = 'phone-keeps-desktop';

  function phonePath(pathname, search) {
    var params = new URLSearchParams(search);
    var taskId = params.get('taskId');
    var instanceId = params.get('instanceId');
    if (taskId) return '/m/task/' + encodeURIComponent(taskId);
    if (instanceId) return '/m/application/' + encodeURIComponent(instanceId);
    if (pathname === '/login') return '/m/sign-in';
    if (pathname.indexOf('/approval/done') === 0) return '/m/done';
    if (pathname.indexOf('/approval/apply') === 0) return '/m/mine';
    if (pathname.indexOf('/approval/cc') === 0) return '/m/cc';
    return '/m/';
  }

  var location = win.location;
  var search = location.search || '';
  try {
    if (new URLSearchParams(search).get('desktop') === '1') win.sessionStorage.setItem(KEY, '1');
    if (win.sessionStorage.getItem(KEY) === '1') return;
  } catch (e) {
    // storage refused: the width alone decides
  }
  var width = win.innerWidth || (win.document.documentElement && win.document.documentElement.clientWidth) || 0;
  if (width > 0 && width < PHONE_MAX_WIDTH) location.replace(phonePath(location.pathname, search));
})(window);
`;
