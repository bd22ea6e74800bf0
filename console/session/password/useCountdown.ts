import { useEffect, useState } from 'react';

/** Console spec §4 / §9: the resend-code button stays disabled for 60 seconds. */
export const RESEND_SECONDS = 60;

export const useCountdown = () => {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: (seconds = RESEND_SECONDS) => setLeft(seconds) };
};
