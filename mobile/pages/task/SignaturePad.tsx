import { useEffect, useRef, type PointerEvent } from 'react';
import { useT } from '../../ui/useStore';

/** The pad's drawing size: a PNG the server accepts (a few kB, well under its 200 kB limit). */
export const PAD_WIDTH = 340;
export const PAD_HEIGHT = 180;

export interface SignaturePadProps {
  onChange: (png: string) => void;
  isEmpty: boolean;
}

/**
 * The handwritten signature drawn with a finger (workflow spec §6) on a plain canvas with pointer events: black
 * ink on white, exported as the PNG data URL the approval sends. Clear starts again.
 */
export function SignaturePad({ onChange, isEmpty }: SignaturePadProps) {
  const { t } = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const paintWhite = () => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
  };
  useEffect(paintWhite, []);
  // the pad keeps the finger's touches: no scroll, no fling and no gesture of the browser while signing, so the
  // next tap (Approve) is a plain tap (pointer events still arrive: they are sent before touch events)
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const keep = (event: TouchEvent) => event.preventDefault();
    element.addEventListener('touchstart', keep, { passive: false });
    element.addEventListener('touchmove', keep, { passive: false });
    return () => {
      element.removeEventListener('touchstart', keep);
      element.removeEventListener('touchmove', keep);
    };
  }, []);
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * PAD_WIDTH) / box.width,
      y: ((event.clientY - box.top) * PAD_HEIGHT) / box.height,
    };
  };
  const line = (to: { x: number; y: number }) => {
    const context = canvas.current?.getContext('2d');
    const from = last.current;
    if (!context || !from) return;
    context.strokeStyle = '#111418';
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
  };
  const end = () => {
    if (!last.current) return;
    last.current = null;
    const png = canvas.current?.toDataURL('image/png');
    if (png) onChange(png);
  };
  return (
    <div className="m-signature">
      <p className="m-note" id="m-signature-hint">
        {t('signature.hint')}
      </p>
      <canvas
        ref={canvas}
        width={PAD_WIDTH}
        height={PAD_HEIGHT}
        role="img"
        aria-label={t(isEmpty ? 'signature.empty' : 'signature.drawn')}
        aria-describedby="m-signature-hint"
        className="m-signature-pad"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          last.current = point(event);
          line({ ...point(event), x: point(event).x + 0.1 });
        }}
        onPointerMove={(event) => line(point(event))}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <button
        type="button"
        className="m-button"
        onClick={() => {
          paintWhite();
          onChange('');
        }}
      >
        {t('signature.clear')}
      </button>
    </div>
  );
}
