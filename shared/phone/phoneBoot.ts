/**
 * The phone pages' boot script (issue 33, "a phone is slow"): it runs while the HTML is still being read, before
 * React and the pages' code have arrived, and starts what the first screen will need, side by side with them:
 *  - the reader's language file (every page), and on a task link (`/m/task/<id>`, the link of a mail or a robot
 *    message) the task page's code, its stylesheet and the timeline's texts, as preloads;
 *  - on a task link with a session, the task (`/jflow/taskInfo`) and then its application (`/jflow/nodeInfo`);
 *    on a list (`/m/`, `/m/done`, `/m/mine`, `/m/cc`) with a session, the list's first page.
 *    The answers wait in `window.__phonePrefetch`; the app's API call takes one only when the address, the token
 *    and the language are exactly those it would send itself, and only once (mobile/model/prefetchedFetch.ts).
 *    They are asked with `cache: 'no-store'`, so nothing is kept for another user.
 *
 * Which files to preload comes from the build (mobile/build/phoneBoot.ts writes them into index.html as a JSON data
 * block), so this text never changes with a build: the Content-Security-Policy allows exactly it by its hash
 * (server/http/securityHeaders.ts).
 */
import { ADMIN_PREFIX } from '../api/codes.ts';
import { TOKEN_COOKIE } from '../session/cookies.ts';

/** The id of the JSON data block listing the files to preload. */
export const PHONE_BOOT_FILES_ID = 'm-boot-files';
/** Where the boot script leaves the answers it asked for. */
export const PHONE_PREFETCH_GLOBAL = '__phonePrefetch';
/** Rows a list page asks for at a time (the boot script asks for the first page of the list a link opens). */
export const PHONE_LIST_PAGE_SIZE = 15;
/** The local storage key of the reader's language (the console's too). */
export const PHONE_LANGUAGE_KEY = 'admin-language';

/** The files the build lists for the boot script. */
export interface PhoneBootFiles {
  /** The task page's code (its chunk and the chunks it imports). */
  task: string[];
  /** The stylesheets of that code (fetched early: the page waits for them before it shows the form). */
  taskStyles: string[];
  /** Per locale, the `mobile` texts' chunk. */
  mobile: Record<string, string>;
  /** Per locale, the `approval` texts' chunk (the timeline). */
  approval: Record<string, string>;
}

/** One answer the boot script asked for: the address and headers it sent, and the response. */
export interface PrefetchedAnswer {
  url: string;
  token: string;
  language: string;
  response: Response;
}

/** The answers the boot script is fetching, by path (without the query). */
export type PhonePrefetch = { path: string; answer: Promise<PrefetchedAnswer | undefined> }[];

export const PHONE_BOOT_SCRIPT = `(function (win, doc) {
  var files = {};
  try {
    files = JSON.parse(doc.getElementById('${PHONE_BOOT_FILES_ID}').textContent);
  } catch (e) {
    return;
  }
  function preload(href) {
    if (!href) return;
    var link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  }
  var language = null;
  try {
    language = win.localStorage.getItem('${PHONE_LANGUAGE_KEY}');
  } catch (e) {
    // storage refused: the app finds the language itself
  }
  if (language) preload((files.mobile || {})[language]);
  var path = win.location.pathname;
  var match = /^\\/m\\/task\\/([^/?#]+)/.exec(path);
  var list = /^\\/m(?:\\/(done|mine|cc))?\\/?$/.exec(path);
  if (!match && !list) return;
  if (match) {
    (files.task || []).forEach(preload);
    (files.taskStyles || []).forEach(function (href) {
      var link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'style';
      link.href = href;
      doc.head.appendChild(link);
    });
    if (language) preload((files.approval || {})[language]);
  }
  var cookie = /(?:^|; )${TOKEN_COOKIE}=([^;]*)/.exec(doc.cookie);
  if (!cookie || !language || !win.fetch || !win.URLSearchParams) return;
  var token = decodeURIComponent(cookie[1]);
  var base = '${ADMIN_PREFIX}/jflow/';
  var init = {
    headers: { Accept: 'application/json', 'Accept-Language': language, Authorization: 'Bearer ' + token },
    cache: 'no-store'
  };
  function ask(url) {
    return win.fetch(url, init).then(function (response) {
      return { url: url, token: token, language: language, response: response };
    });
  }
  if (list) {
    var kind = list[1] || 'todo';
    var name = kind === 'mine' ? 'myProcess' : 'myTask';
    var query = { pageNum: '1', limit: '${PHONE_LIST_PAGE_SIZE}' };
    if (kind !== 'mine') query.category = kind === 'done' ? 'handled' : kind;
    win.${PHONE_PREFETCH_GLOBAL} = [
      {
        path: base + name,
        answer: ask(base + name + '?' + new URLSearchParams(query)).catch(function () { return undefined; })
      }
    ];
    return;
  }
  var task = ask(base + 'taskInfo?' + new URLSearchParams({ taskId: decodeURIComponent(match[1]) }))
    .catch(function () { return undefined; });
  var application = task.then(function (answer) {
    if (!answer || !answer.response.ok) return undefined;
    return answer.response.clone().json().then(function (envelope) {
      var id = envelope && envelope.data && envelope.data.instanceId;
      return id ? ask(base + 'nodeInfo?' + new URLSearchParams({ id: id })) : undefined;
    });
  }).catch(function () { return undefined; });
  win.${PHONE_PREFETCH_GLOBAL} = [
    { path: base + 'taskInfo', answer: task },
    { path: base + 'nodeInfo', answer: application }
  ];
})(window, document);
`;
