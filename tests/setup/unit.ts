import { afterEach, beforeAll } from 'vitest';
import { configure } from 'mobx';

configure({ enforceActions: 'always' });

// Component tests opt into a DOM with `// @vitest-environment happy-dom`. Their `waitFor`/`findBy` wait for a state;
// Testing Library's default of one second is shorter than a busy two-core CI machine needs to reach it.
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { configure: configureTestingLibrary } = await import('@testing-library/react');
  configureTestingLibrary({ asyncUtilTimeout: 15_000 });
});

// Clean up their renders.
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
