import type { ReactNode } from 'react';
import { Breadcrumb, Button, Classes, H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { breadcrumbItems } from './model/breadcrumb';

export interface PageLayoutProps {
  title: string;
  trail?: readonly string[];
  /** Shows the back arrow; back closes the current tab. */
  onBack?: () => void;
  /** Hidden on cleanMode or when the route says so. */
  isHeaderHidden?: boolean;
  children: ReactNode;
}

/**
 * The page frame of console spec §2.4: breadcrumb, title and an optional back arrow above the page. A page with
 * nothing above it (a breadcrumb of its own title alone) shows just the title.
 */
export function PageLayout({ title, trail = [], onBack, isHeaderHidden, children }: PageLayoutProps) {
  const { t } = useTranslation();
  const crumbs = breadcrumbItems(trail, title);
  return (
    <div className="page-layout">
      {!isHeaderHidden && (
        <header className="page-header">
          {crumbs.length > 1 && (
            <nav aria-label={t('page.breadcrumb')}>
              <ol className={Classes.BREADCRUMBS}>
                {crumbs.map((text, index) => (
                  <li key={index}>
                    <Breadcrumb text={text} current={index === crumbs.length - 1} />
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <div className="page-title-row">
            {onBack && (
              <Button variant="minimal" icon="arrow-left" aria-label={t('page.back')} onClick={onBack} />
            )}
            <H4 className="page-title">{title}</H4>
          </div>
        </header>
      )}
      <div className="page-body">{children}</div>
    </div>
  );
}
