/** The canvas shortcuts: a list under a toolbar button, and the same list as the canvas's description. */
import { Button, Popover } from '@blueprintjs/core';
import type { FlowT } from '../useFlowT';

const KEY_HELP = [
  'keys.move',
  'keys.open',
  'keys.add',
  'keys.addAfterGroup',
  'keys.addBranch',
  'keys.delete',
  'keys.copy',
  'keys.cut',
  'keys.undo',
  'keys.escape',
] as const;

export const KEY_HELP_ID = 'flow-canvas-keys';

function KeyList({ t, id, className }: { t: FlowT; id?: string; className?: string }) {
  return (
    <ul id={id} className={className}>
      {KEY_HELP.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}

export function KeyboardHelpButton({ t }: { t: FlowT }) {
  return (
    <Popover content={<KeyList t={t} className="flow-key-help" />} placement="bottom-end">
      <Button icon="key-command" aria-label={t('keys.title')} title={t('keys.title')} />
    </Popover>
  );
}

/** Hidden from sight; the canvas points at it with `aria-describedby`. */
export function KeyboardHelpText({ t }: { t: FlowT }) {
  return <KeyList t={t} id={KEY_HELP_ID} className="flow-visually-hidden" />;
}
