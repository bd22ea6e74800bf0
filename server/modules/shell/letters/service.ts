/** The message centre's rules: where a letter leads, opening marks it read, deleting is the owner's alone. */
import type { LetterDetailData, LetterLinkData } from '@shared/api/modules/shell';
import { ResultCode } from '@shared/api/codes';
import type { AppDeps, SessionContext } from '../../../http/context';
import { AppError } from '../../../http/errors';
import { recordOperation } from '../../identity/common/audit';
import { deleteLetters, findLetter, markRead, toItem } from './queries';

/** Letters about a task the recipient may open; the other approval letters are about the whole application. */
const TASK_CATEGORIES = new Set([
  'approval.taskTodo',
  'approval.taskClaim',
  'approval.cc',
  'approval.shared',
  'approval.overtime',
]);

/** Where a letter leads, from its category and `bizId`. */
export const linkOf = (category: string, bizId: string): LetterLinkData => {
  if (!bizId) return { kind: 'none', id: '' };
  if (TASK_CATEGORIES.has(category)) return { kind: 'task', id: bizId };
  if (category.startsWith('approval.')) return { kind: 'instance', id: bizId };
  return { kind: 'none', id: '' };
};

const letterNotFound = () => new AppError(ResultCode.NotFound, 'letters.notFound');

/** One of the caller's letters with its link; an unread one is marked read. */
export const openLetter = async (
  deps: AppDeps,
  session: SessionContext,
  letterId: string,
): Promise<LetterDetailData> => {
  const row = await findLetter(deps.db, session, letterId);
  if (!row) throw letterNotFound();
  if (row.status === 'UNREAD') await markRead(deps.db, session, [letterId], deps.now());
  return { ...toItem(row), status: 'READ', link: linkOf(row.category, row.bizId) };
};

/** Deletes the caller's letters among the ids, audited in the same transaction; none of them is refused. */
export const removeLetters = (deps: AppDeps, session: SessionContext, letterIds: string[]) =>
  deps.db.transaction(async (tx) => {
    const now = deps.now();
    const deleted = await deleteLetters(tx, session, [...new Set(letterIds)]);
    if (deleted.length === 0) throw letterNotFound();
    for (const letter of deleted)
      await recordOperation(
        tx,
        session,
        { action: 'delete', targetType: 'letter', targetId: letter.letterId, targetName: letter.title },
        now,
      );
    return { deleted: deleted.length };
  });
