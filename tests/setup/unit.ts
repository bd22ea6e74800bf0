import { afterEach } from 'vitest';
import { configure } from 'mobx';

configure({ enforceActions: 'always' });

// Component tests opt into a DOM with `// @vitest-environment happy-dom`; clean up their renders.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
