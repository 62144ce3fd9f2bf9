import { useEffect, useRef } from 'react';

// A screen that changes an order (a status move) says so; what shows order figures elsewhere on the
// page (the sidebar's count of new orders) listens and loads them again.
const changes = new EventTarget();
const eventName = 'orders-changed';

/** Tell the listeners that an order changed. */
export function announceOrdersChanged(): void {
  changes.dispatchEvent(new Event(eventName));
}

/** Run `listener` after each announced change, while the component is mounted. */
export function useOrdersChanged(listener: () => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const run = () => latest.current();
    changes.addEventListener(eventName, run);
    return () => changes.removeEventListener(eventName, run);
  }, []);
}
