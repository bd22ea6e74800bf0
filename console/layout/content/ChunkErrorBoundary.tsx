import { Component, type ReactNode } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { ChunkLoadError } from './screenLoader';

export interface ChunkErrorBoundaryProps {
  t: TFunction;
  onRetry: () => void;
  children: ReactNode;
}

/** Shows a chunk (or any screen) load failure with a retry, instead of a blank page. */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { t } = this.props;
    const message =
      error instanceof ChunkLoadError ? t('common:chunk.failed', { name: error.chunk }) : error.message;
    return (
      <div className="page-center">
        <NonIdealState
          icon="error"
          title={t('screen.loadFailed')}
          description={message}
          action={
            <Button
              intent="primary"
              icon="refresh"
              text={t('common:retry')}
              onClick={() => {
                this.setState({ error: undefined });
                this.props.onRetry();
              }}
            />
          }
        />
      </div>
    );
  }
}
