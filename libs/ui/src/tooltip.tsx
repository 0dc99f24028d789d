import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import useToken from 'antd/es/theme/useToken';

export interface TooltipProps {
  /** The text shown over (or under) the element. */
  title: ReactNode;
  placement?: 'top' | 'bottom';
  /** One element that takes mouse and focus handlers (a Button, a Tag, an icon, a span). */
  children: ReactElement;
}

/** antd's delays: shown 0.1 s after the pointer comes, hidden 0.1 s after it leaves (time to reach the bubble). */
const ENTER_DELAY_MS = 100;
const LEAVE_DELAY_MS = 100;
const GAP = 8;
const EDGE = 8;
const ARROW = 10;

/** Focus from the keyboard (a click focuses a button too: that one shows nothing until the pointer rests). */
function keyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible
  }
}

type Handler = ((event: SyntheticEvent) => void) | undefined;
const chain =
  (theirs: Handler, ours: (event: SyntheticEvent) => void) =>
  (event: SyntheticEvent): void => {
    theirs?.(event);
    ours(event);
  };

/**
 * A tooltip as antd's looks (the spotlight bubble with its arrow, above the element, or below), shown while the
 * pointer rests on the element or the keyboard focus is on it, hidden on leaving, blur, a click and Escape
 * (WCAG 1.4.13: the pointer may move onto the bubble). The element is described by it (`aria-describedby`,
 * `role="tooltip"`) while it shows. Without antd's Tooltip, which brings the trigger and popup machinery
 * (@rc-component/trigger, its motion and alignment) onto the way to the first question.
 *
 * The child is rendered in place, the same element from the first render on: showing the bubble never remounts
 * it, so a click in progress on it is never lost (a lazily loaded tooltip that swapped the bare child for a
 * wrapped one did lose it: the runner drawer's close button did not close the drawer).
 */
export function Tooltip({ title, placement = 'top', children }: TooltipProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = () => clearTimeout(timer.current);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setAnchor(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!anchor) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    // the bubble is placed once: scrolling or resizing would leave it behind, so it goes
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, true);
    window.addEventListener('resize', hide);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, true);
      window.removeEventListener('resize', hide);
    };
  }, [anchor, hide]);

  if (!isValidElement<Record<string, unknown>>(children)) return children;
  const own = children.props;
  const showAt = (element: Element, delay: number) => {
    clear();
    const place = () => setAnchor(element.getBoundingClientRect());
    if (delay) timer.current = setTimeout(place, delay);
    else place();
  };
  const leave = () => {
    clear();
    timer.current = setTimeout(hide, LEAVE_DELAY_MS);
  };
  const shown = anchor !== null && title !== null && title !== undefined && title !== '';
  const describedBy = [own['aria-describedby'], shown ? id : null].filter(Boolean).join(' ') || undefined;

  // The handlers below touch the timer ref when they run (pointer, focus, click), never while rendering: the
  // compiler cannot see that cloneElement only passes them on.
  /* eslint-disable react-hooks/refs */
  return (
    <>
      {cloneElement(children, {
        onMouseEnter: chain(own.onMouseEnter as Handler, (e) =>
          showAt(e.currentTarget as Element, ENTER_DELAY_MS),
        ),
        onMouseLeave: chain(own.onMouseLeave as Handler, leave),
        onFocus: chain(
          own.onFocus as Handler,
          (e) => keyboardFocus(e.currentTarget as Element) && showAt(e.currentTarget as Element, 0),
        ),
        onBlur: chain(own.onBlur as Handler, hide),
        onClick: chain(own.onClick as Handler, hide),
        'aria-describedby': describedBy,
      })}
      {shown
        ? createPortal(
            <Bubble id={id} anchor={anchor} placement={placement} onEnter={clear} onLeave={leave}>
              {title}
            </Bubble>,
            document.body,
          )
        : null}
    </>
  );
  /* eslint-enable react-hooks/refs */
}

function Bubble({
  id,
  anchor,
  placement,
  onEnter,
  onLeave,
  children,
}: {
  id: string;
  anchor: DOMRect;
  placement: 'top' | 'bottom';
  onEnter: () => void;
  onLeave: () => void;
  children: ReactNode;
}) {
  const [, token] = useToken();
  const ref = useRef<HTMLDivElement>(null);
  const arrowRef = useRef<HTMLSpanElement>(null);
  // placed before paint, once its size is known: inside the window, below the element when there is no room above
  useLayoutEffect(() => {
    const bubble = ref.current;
    const arrow = arrowRef.current;
    if (!bubble || !arrow) return;
    const { width, height } = bubble.getBoundingClientRect();
    const centre = anchor.left + anchor.width / 2;
    const below = placement === 'bottom' || anchor.top - GAP - height < EDGE;
    const left = Math.min(
      Math.max(EDGE, centre - width / 2),
      Math.max(EDGE, window.innerWidth - EDGE - width),
    );
    bubble.style.left = `${left}px`;
    bubble.style.top = `${below ? anchor.bottom + GAP : anchor.top - GAP - height}px`;
    bubble.style.visibility = 'visible';
    arrow.style.left = `${centre - left - ARROW / 2}px`;
    arrow.style[below ? 'top' : 'bottom'] = `${-ARROW / 2 + 1}px`;
  }, [anchor, placement]);

  const arrow: CSSProperties = {
    position: 'absolute',
    width: ARROW,
    height: ARROW,
    background: token.colorBgSpotlight,
    transform: 'rotate(45deg)',
  };
  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      onMouseEnter={onEnter}
      onMouseLeave={onLeave}
      style={{
        position: 'fixed',
        left: 0,
        top: 0,
        visibility: 'hidden',
        zIndex: token.zIndexPopupBase + 70,
        maxWidth: 250,
        minHeight: token.controlHeight,
        boxSizing: 'border-box',
        padding: `${(token.controlHeight - token.fontSize * token.lineHeight) / 2}px ${token.paddingXS}px`,
        color: token.colorTextLightSolid,
        background: token.colorBgSpotlight,
        borderRadius: token.borderRadius,
        boxShadow: token.boxShadowSecondary,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
        textAlign: 'start',
        overflowWrap: 'break-word',
      }}
    >
      <span ref={arrowRef} aria-hidden style={arrow} />
      <span style={{ position: 'relative' }}>{children}</span>
    </div>
  );
}
