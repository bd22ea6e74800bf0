import { useState } from 'react';

/**
 * The value a dialog shows: the current one while open, the last one while it closes. A dialog whose model goes
 * away on close then stays mounted through its closing, so Blueprint gives the focus back to its opener.
 */
export const useClosingValue = <T>(value: T | undefined): T | undefined => {
  const [last, setLast] = useState(value);
  // remembered during render (React's pattern for a value from an earlier render), so no frame shows nothing
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
};
