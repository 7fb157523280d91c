import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

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
  // The list's end before its newest entries came: a player scrolling down to the end as an entry
  // arrives (its scroll event comes after) reached the end they saw, and is pinned again. Entries
  // that come within one frame (bot moves on a busy page) share the end seen before the first.
  const endSeen = useRef(0);
  const inFrame = useRef(false);
  const contentHeight = useRef(0);
  const lastTop = useRef(0);
  // The entries the list was last pinned for: its first render is left to the observer.
  const shown = useRef(entries);
  const toEnd = useCallback(() => {
    const element = list.current;
    if (!element) return;
    height.current = element.clientHeight;
    if (pinned.current) element.scrollTop = element.scrollHeight;
  }, [list]);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || entries === shown.current) return;
    shown.current = entries;
    if (!inFrame.current) {
      endSeen.current = contentHeight.current || element.scrollHeight;
      inFrame.current = true;
      // After the frame's scroll events: the next entries start a frame of their own.
      requestAnimationFrame(() => (inFrame.current = false));
    }
    contentHeight.current = element.scrollHeight;
    toEnd();
  }, [list, toEnd, entries]);
  // The observer's first report comes after the browser's own layout, before the first paint:
  // it pins the list without forcing the whole table's layout in the render (a phone's largest
  // cost in the table's first render). A layout effect, so that report is before that paint.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      contentHeight.current ||= element.scrollHeight;
      toEnd();
    });
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
    const down = element.scrollTop > lastTop.current;
    lastTop.current = element.scrollTop;
    const bottom = element.scrollTop + element.clientHeight;
    const atEnd = element.scrollHeight - bottom <= SLACK;
    const reachedSeenEnd = !pinned.current && down && bottom >= endSeen.current - SLACK;
    pinned.current = atEnd || reachedSeenEnd;
    if (reachedSeenEnd && !atEnd) toEnd();
  }, [list, toEnd]);
}
