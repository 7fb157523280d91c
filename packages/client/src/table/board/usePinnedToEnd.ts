import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Closer to the end than this (px) counts as at the end: rounding and a last line's margin. */
const SLACK = 8;

/**
 * Keeps a scrolling list on its newest (last) entry: when entries come and when its box changes
 * size (the actions above it grow or shrink), unless the player scrolled up to read; scrolling
 * back down to the end pins it again. Returns the list's scroll handler.
 */
export function usePinnedToEnd(list: RefObject<HTMLElement | null>, entries: number): () => void {
  const pinned = useRef(true);
  // The box's height when last seen: a scroll that comes with a new height is the layout's.
  const height = useRef(0);
  const toEnd = useCallback(() => {
    const element = list.current;
    if (!element) return;
    height.current = element.clientHeight;
    if (pinned.current) element.scrollTop = element.scrollHeight;
  }, [list]);
  useLayoutEffect(() => {
    toEnd();
  }, [toEnd, entries]);
  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(toEnd);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, toEnd]);
  return useCallback(() => {
    const element = list.current;
    // A hidden list (a closed drawer) has no size: it keeps what it was.
    if (!element || element.clientHeight === 0) return;
    if (element.clientHeight !== height.current) {
      toEnd();
      return;
    }
    pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight <= SLACK;
  }, [list, toEnd]);
}
