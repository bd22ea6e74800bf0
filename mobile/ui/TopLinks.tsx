import { Icon, type IconName } from './Icon';
import { useRoot, useStore, useT } from './useStore';

/** The top bar's links on the lists: start an application, the letters with their unread count, my account. */
export function TopLinks() {
  const root = useRoot();
  const { t } = useT();
  const counts = useStore(root.counts);
  const unread = counts.unreadLetters ?? 0;
  const link = (label: string, href: string, go: () => void, icon: IconName, badge?: number) => (
    <a
      className="m-icon-button"
      href={href}
      onClick={(event) => {
        event.preventDefault();
        go();
      }}
    >
      <Icon name={icon} />
      {/* the name is the link's own text, so it holds the figure a sighted reader sees on the badge */}
      <span className="m-visually-hidden">
        {badge ? `${label}, ${t('letters.unread', { count: badge })}` : label}
      </span>
      {badge ? (
        <span className="m-badge m-badge-corner" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </a>
  );
  return (
    <>
      {link(t('start.title'), '/m/start', () => root.router.go({ name: 'start' }), 'plus')}
      {link(t('letters.title'), '/m/letters', () => root.router.go({ name: 'letters' }), 'bell', unread)}
      {link(t('me.title'), '/m/me', () => root.router.go({ name: 'me' }), 'person')}
    </>
  );
}
