/**
 * Whether this instance has begun to shut down. From then on /readyz answers 503 so a load balancer stops sending
 * new requests while the ones in flight finish.
 */
export interface ShutdownState {
  readonly isShuttingDown: boolean;
  begin(): void;
}

export const createShutdownState = (): ShutdownState => {
  let isShuttingDown = false;
  return {
    get isShuttingDown() {
      return isShuttingDown;
    },
    begin() {
      isShuttingDown = true;
    },
  };
};
