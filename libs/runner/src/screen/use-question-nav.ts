import { useCallback, useEffect, useRef, useState } from 'react';
import { clampIndex } from '../logic/navigation';
import { useSwipe } from './hooks';

/** The drawer closes 400 ms before jumping to a question (core spec section 9). */
const DRAWER_CLOSE_MS = 400;

/**
 * Which question shows (from `first`, read once), the side drawer, and moving by arrows, swipes and the drawer's
 * grid.
 */
export function useQuestionNav(total: number, first: () => number = () => 0) {
  const [index, setIndex] = useState(first);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const move = useCallback((step: number) => setIndex((i) => clampIndex(i + step, total)), [total]);
  const jumpTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pick = (i: number) => {
    setDrawerOpen(false);
    clearTimeout(jumpTimer.current);
    jumpTimer.current = setTimeout(() => setIndex(i), DRAWER_CLOSE_MS);
  };
  useEffect(() => () => clearTimeout(jumpTimer.current), []);
  const swipe = useSwipe(move);
  return { index, move, pick, swipe, drawerOpen, setDrawerOpen };
}
