import type { ApiCall } from '@runtime/consoleDataSource';
import type { ListKind } from '../app/routes';
import { createFetchCall } from './fetchCall';
import { CountsStore } from './CountsStore';
import { ListStore } from './ListStore';
import { RouterStore, type HistoryPort } from './RouterStore';
import { SessionStore, type ClearCaches } from './SessionStore';
import { TaskStore } from './TaskStore';

export interface MobileRootDeps {
  history: HistoryPort;
  language: () => string;
  /** Translates a key of the `mobile` namespace. */
  t: (key: string) => string;
  clearCaches: ClearCaches;
  fetcher?: typeof fetch;
}

/**
 * The root of the phone app: the API call, the session, the router and the lists (kept while the app runs, so
 * going back to a list shows it at once). Built by a factory, never a module singleton, so tests make their own.
 */
export class MobileRoot {
  readonly call: ApiCall;
  readonly session: SessionStore;
  readonly router: RouterStore;
  readonly counts: CountsStore;
  private readonly lists = new Map<ListKind, ListStore>();
  private openTask: TaskStore | undefined = undefined;

  constructor(readonly deps: MobileRootDeps) {
    this.call = createFetchCall(
      {
        token: () => this.session.token,
        language: deps.language,
        signedOut: () => this.signedOut(),
        networkMessage: () => deps.t('error.network'),
      },
      deps.fetcher,
    );
    this.session = new SessionStore(() => this.call, deps.clearCaches);
    this.router = new RouterStore(deps.history);
    this.counts = new CountsStore(() => this.call);
  }

  list(kind: ListKind): ListStore {
    let found = this.lists.get(kind);
    if (!found) {
      found = new ListStore(() => this.call, kind);
      this.lists.set(kind, found);
    }
    return found;
  }

  /** A task's store, made once per opening: the boot starts loading a linked task before its page has arrived. */
  task(taskId: string): TaskStore {
    if (this.openTask?.taskId !== taskId) {
      this.openTask = new TaskStore(() => this.call, taskId);
      void this.openTask.load();
    }
    return this.openTask;
  }

  /** The task page closed: the next opening loads it afresh. */
  closeTask() {
    this.openTask = undefined;
  }

  /** After an action: every list loads again when next shown. */
  forgetLists() {
    this.lists.clear();
  }

  /** Another tenant's session: nothing of the last tenant's lists, task or figures stays; the to-do list opens. */
  enterTenant(token: string) {
    this.session.useToken(token);
    this.forgetLists();
    this.closeTask();
    void this.counts.load();
    void this.session.loadInfo().catch(() => undefined);
    this.router.go({ name: 'list', list: 'todo' }, { replace: true });
  }

  async signOut() {
    await this.session.signOut();
    this.forgetLists();
    this.router.go({ name: 'signIn', next: '' }, { replace: true });
  }

  /** The server said the session is gone: sign in again, then come back here. */
  private signedOut() {
    if (this.router.route.name === 'signIn') return;
    const here = window.location.pathname + window.location.search;
    this.session.forget();
    this.forgetLists();
    this.router.go({ name: 'signIn', next: here }, { replace: true });
  }
}
