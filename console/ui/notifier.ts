import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

export interface Notifier {
  error(message: string): void;
  warning(message: string): void;
  success(message: string): void;
}

/** Toast notices. Blueprint 6 creates its toaster asynchronously, so the first notice waits for it. */
export const createNotifier = (): Notifier => {
  let toaster: Promise<Toaster> | undefined;
  const show = (message: string, intent: Intent, icon: 'error' | 'warning-sign' | 'tick-circle') => {
    toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 4 });
    void toaster.then((t) => t.show({ message, intent, icon, timeout: 4000 }));
  };
  return {
    error: (message) => show(message, Intent.DANGER, 'error'),
    warning: (message) => show(message, Intent.WARNING, 'warning-sign'),
    success: (message) => show(message, Intent.SUCCESS, 'tick-circle'),
  };
};
