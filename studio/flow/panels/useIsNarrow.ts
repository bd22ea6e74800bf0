/** True below 768 px wide (the designer's mobile layout). */
import { useEffect, useState } from 'react';

const QUERY = '(max-width: 767px)';

export function useIsNarrow(): boolean {
  const [isNarrow, setIsNarrow] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(QUERY).matches,
  );
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const update = () => setIsNarrow(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return isNarrow;
}
