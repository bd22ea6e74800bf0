/** Mounts the runtime into a DOM element for hosts that do not use React. */
import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { FormRuntime } from './FormRuntime';
import type { FormRuntimeHandle, FormRuntimeProps } from './FormRuntime';

export interface MountedForm extends FormRuntimeHandle {
  /** Re-renders with changed options (merged over the current ones). */
  update: (options: Partial<FormRuntimeProps>) => void;
  unmount: () => void;
}

export function mountForm(element: Element, options: FormRuntimeProps): MountedForm {
  const root = createRoot(element);
  const ref = createRef<FormRuntimeHandle>();
  let current = options;
  const render = () => flushSync(() => root.render(<FormRuntime ref={ref} {...current} />));
  render();
  const handle = (): FormRuntimeHandle => {
    if (!ref.current) throw new Error('form is not mounted');
    return ref.current;
  };
  return {
    getData: () => handle().getData(),
    setData: (values) => handle().setData(values),
    reset: () => handle().reset(),
    validate: () => handle().validate(),
    hide: (keys) => handle().hide(keys),
    show: (keys) => handle().show(keys),
    disable: (keys) => handle().disable(keys),
    enable: (keys) => handle().enable(keys),
    update: (next) => {
      current = { ...current, ...next };
      render();
    },
    unmount: () => root.unmount(),
  };
}
