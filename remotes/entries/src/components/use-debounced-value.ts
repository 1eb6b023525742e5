import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delay` ms: what a request made while a person types is asked with.
 * Values are compared by their JSON, so an object read afresh with the same fields is the same value.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // The key stands for the value it is made of: a value read afresh with the same fields restarts nothing.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return settled;
}
