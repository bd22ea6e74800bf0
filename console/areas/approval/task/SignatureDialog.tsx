import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type Konva from 'konva';
import { Layer, Line, Rect, Stage } from 'react-konva';
import { AppDialog } from '../../../ui/AppDialog';
import type { SignatureRequest } from './model/SignatureRequest';

const WIDTH = 460;
const HEIGHT = 180;

export interface SignatureDialogProps {
  request: SignatureRequest;
}

/**
 * The handwritten-signature pad (workflow spec §6): draw with a mouse, pen or finger; undo the last stroke
 * (Ctrl+Z on the pad), clear (Delete); OK stays disabled while the pad is empty. The drawing leaves as a PNG.
 */
export const SignatureDialog = observer(function SignatureDialog({ request }: SignatureDialogProps) {
  const { t } = useTranslation('approval');
  const stage = useRef<Konva.Stage>(null);
  const point = () => stage.current?.getPointerPosition() ?? null;
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      request.undo();
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      request.clear();
    }
  };
  const confirm = () => {
    const png = stage.current?.toDataURL({ mimeType: 'image/png', pixelRatio: 1 });
    if (png) request.answer(png);
  };
  return (
    <AppDialog
      isOpen
      title={t('signature.title')}
      icon="draw"
      onClose={() => request.answer(null)}
      style={{ width: WIDTH + 40, maxWidth: '100%' }}
    >
      <div className={Classes.DIALOG_BODY}>
        <p id="approval-signature-hint">{t('signature.hint')}</p>
        <div
          className="approval-signature-pad"
          role="group"
          tabIndex={0}
          aria-label={t('signature.pad')}
          aria-describedby="approval-signature-hint"
          onKeyDown={onKeyDown}
        >
          <Stage
            ref={stage}
            width={WIDTH}
            height={HEIGHT}
            onPointerDown={() => {
              const at = point();
              if (at) request.begin(at.x, at.y);
            }}
            onPointerMove={() => {
              const at = point();
              if (at) request.extend(at.x, at.y);
            }}
            onPointerUp={() => request.end()}
            onPointerLeave={() => request.end()}
          >
            <Layer>
              <Rect width={WIDTH} height={HEIGHT} fill="#ffffff" />
              {request.strokes.map((stroke, index) => (
                <Line
                  key={index}
                  points={stroke}
                  stroke="#111418"
                  strokeWidth={2.5}
                  lineCap="round"
                  lineJoin="round"
                  tension={0.4}
                />
              ))}
            </Layer>
          </Stage>
        </div>
        {request.isEmpty && <p className="approval-muted">{t('signature.empty')}</p>}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button icon="undo" disabled={request.isEmpty} onClick={() => request.undo()}>
            {t('signature.undo')}
          </Button>
          <Button icon="eraser" disabled={request.isEmpty} onClick={() => request.clear()}>
            {t('signature.clear')}
          </Button>
          <Button onClick={() => request.answer(null)}>{t('signature.cancel')}</Button>
          <Button intent="success" icon="tick" disabled={request.isEmpty} onClick={confirm}>
            {t('signature.confirm')}
          </Button>
        </div>
      </div>
    </AppDialog>
  );
});
