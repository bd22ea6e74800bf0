/** The designer's polite live region: renders the latest announcement the keyboard edits made. */
import { observer } from 'mobx-react-lite';
import { useDesigner } from '../DesignerContext';

export const LiveRegion = observer(function LiveRegion() {
  const { edits, t } = useDesigner();
  const { message, count } = edits.announcer;
  // a repeated message ("Moved up…" twice) differs by a trailing no-break space, so it is read again
  const text = message ? t(message.key, message.params) + (count % 2 === 0 ? '\u00a0' : '') : '';
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="fd-visually-hidden"
      data-testid="fd-announcer"
    >
      {text}
    </div>
  );
});
