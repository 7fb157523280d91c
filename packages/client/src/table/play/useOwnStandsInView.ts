import { useEffect } from 'react';

/** Room kept between the stands and the screen's edge or the sheet, in CSS pixels. */
const MARGIN = 8;

/**
 * While `active`, keeps the seat's own stands in view above the bottom sheet (a phone: the sheet
 * is sticky and covers what lies under it): the page scrolls just enough, on opening and when the
 * page's layout changes size (a turned phone, another language). Mission 18's designation: the
 * player names who cuts while seeing their own wires. On a wide screen the actions sit beside the
 * board and nothing moves.
 */
export function useOwnStandsInView(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const bring = () => {
      const dock = document.querySelector('.play-dock');
      const stands = [...document.querySelectorAll('.board-own .stand')];
      if (!dock || stands.length === 0 || getComputedStyle(dock).position !== 'sticky') return;
      const boxes = stands.map((s) => s.getBoundingClientRect());
      const top = Math.min(...boxes.map((b) => b.top));
      const bottom = Math.max(...boxes.map((b) => b.bottom));
      const below = bottom - (dock.getBoundingClientRect().top - MARGIN);
      // Down far enough for their bottom, never so far that their top leaves the screen.
      if (below > 0) window.scrollBy({ top: Math.min(below, top - MARGIN), behavior: 'instant' });
    };
    // Called at once with the current size, then on every change of it.
    const observer = new ResizeObserver(bring);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [active]);
}
