/** The polite live region that reads out what the editor announced (the text is built by the model). */
import { observer } from 'mobx-react-lite';
import type { Announcer } from '../model/editor';

export const Announcements = observer(function Announcements({ announcer }: { announcer: Announcer }) {
  return (
    <div role="status" aria-live="polite" className="flow-visually-hidden" data-testid="flow-announcer">
      {/* a new element for each announcement, so a repeated text is read again */}
      <span key={announcer.count}>{announcer.text}</span>
    </div>
  );
});
