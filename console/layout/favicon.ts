import { isSafeFavicon } from '@shared/api/modules/config/propertyRules';

/** Points the page's `<link rel="icon">` at `href` (VUE_APP_FAVICON) when it is a safe address; else leaves it. */
export const applyFavicon = (href: string | undefined) => {
  if (!href || !isSafeFavicon(href)) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') === href) return;
  link.removeAttribute('type');
  link.href = href;
};
