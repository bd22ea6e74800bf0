import { AnchorButton } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../../app/storeContext';

/** A button opening the screen with component key `component`, when the user's menus hold it (else nothing). */
export const ScreenLink = observer(function ScreenLink({
  component,
  text,
}: {
  component: string;
  text: string;
}) {
  const { menus } = useStores();
  const navigate = useNavigate();
  const path = menus.table.find(
    (entry) => entry.component === component && !entry.pattern.includes(':'),
  )?.pattern;
  if (!path) return null;
  return (
    <AnchorButton
      href={path}
      icon="share"
      variant="outlined"
      text={text}
      onClick={(event) => {
        event.preventDefault();
        void navigate(path);
      }}
    />
  );
});
