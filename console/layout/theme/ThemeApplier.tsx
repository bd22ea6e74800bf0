import { useEffect } from 'react';
import type { AppliedTheme } from './themeVars';
import './intents.css';

/** Writes the tenant theme as CSS variables on the document and injects its custom style (console spec §3, §9). */
export function ThemeApplier({ theme }: { theme: AppliedTheme }) {
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(theme.vars)) root.style.setProperty(name, value);
    const style = document.createElement('style');
    style.dataset.tenantStyle = '';
    // scoped to the shell: tenant rules never restyle the sign-in page or anything outside the console
    style.textContent = theme.customStyle ? `.shell{${theme.customStyle}}` : '';
    document.head.appendChild(style);
    return () => style.remove();
  }, [theme]);
  return null;
}
