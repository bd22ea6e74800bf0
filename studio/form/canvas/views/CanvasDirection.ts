/** The reading direction a drawing layer is mirrored for, read by the texts that turn themselves back upright. */
import { createContext, useContext } from 'react';
import type { ReadingDirection } from '../../model/layout';

export const CanvasDirection = createContext<ReadingDirection>('ltr');

export const useCanvasDirection = (): ReadingDirection => useContext(CanvasDirection);
