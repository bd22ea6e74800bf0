/** A round button that can be dragged around the screen; a tap opens the menu. */
import { useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { Button, Intent, Popover } from '@blueprintjs/core';

export interface FloatingMenuButtonProps {
  label: string;
  menu: ReactElement;
}

export function FloatingMenuButton({ label, menu }: FloatingMenuButtonProps) {
  const [position, setPosition] = useState({ right: 16, bottom: 96 });
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Popover
      isOpen={isOpen}
      onInteraction={(next) => setIsOpen(next)}
      content={<div onClick={() => setIsOpen(false)}>{menu}</div>}
      placement="left"
    >
      <Button
        className="flow-floating-menu"
        intent={Intent.PRIMARY}
        icon="menu"
        aria-label={label}
        style={{ right: position.right, bottom: position.bottom }}
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, y: event.clientY, moved: false };
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          const start = drag.current;
          if (!start) return;
          const dx = event.clientX - start.x;
          const dy = event.clientY - start.y;
          if (!start.moved && Math.hypot(dx, dy) < 4) return;
          drag.current = { x: event.clientX, y: event.clientY, moved: true };
          setPosition((current) => ({
            right: Math.max(0, Math.min(window.innerWidth - 48, current.right - dx)),
            bottom: Math.max(0, Math.min(window.innerHeight - 48, current.bottom - dy)),
          }));
        }}
        onPointerUp={() => {
          const wasDrag = drag.current?.moved === true;
          drag.current = null;
          if (!wasDrag) setIsOpen((open) => !open);
        }}
      />
    </Popover>
  );
}
