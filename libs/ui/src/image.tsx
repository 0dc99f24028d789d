import { lazy, Suspense, useState, type CSSProperties, type KeyboardEvent } from 'react';
import useToken from 'antd/es/theme/useToken';

type AntImage = typeof import('antd/es/image').default;

// antd's Image (rc-image, its preview with the zoom and rotate toolbar and their icons: 13 KB gzipped) loads
// when the learner shows interest in a picture (the pointer on it, the focus, a click) or when a running test
// preloads its parts (preloadOverlays): never on the way to a first question that has a picture.
let imageLoad: Promise<{ default: AntImage }> | null = null;
export const loadImage = () =>
  (imageLoad ??= import(/* webpackChunkName: "ui-image" */ 'antd/es/image').catch((error: unknown) => {
    imageLoad = null;
    throw error;
  }));
const PreviewImage = lazy(loadImage);
const preloadImage = () => void loadImage().catch(() => undefined);

export interface ImageProps {
  src: string;
  /** Also the name of the picture's preview button. */
  alt: string;
  /** The picture's own style (antd's `style`: the <img>). */
  style?: CSSProperties;
  /** The preview opened or closed. */
  preview?: { onOpenChange?: (open: boolean) => void };
}

/**
 * antd's Image as the portal uses it (a picture that opens a full-screen preview): the same in-page markup and look
 * (a button named by the picture's text, darkened under the pointer or the keyboard focus, antd's focus ring),
 * drawn by us, so the picture shows at once and never changes element when antd's code arrives; the preview is
 * antd's own, rendered (its in-page part hidden) once the learner opens it.
 */
export function Image({ src, alt, style, preview }: ImageProps) {
  const [, token] = useToken();
  const [open, setOpen] = useState(false);
  // antd's Image stays rendered once opened, so closing animates as antd's own does
  const [opened, setOpened] = useState(false);
  const [hover, setHover] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    if (next) setOpened(true);
    preview?.onOpenChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    change(true);
  };
  return (
    <>
      <div
        className="ant-image"
        role="button"
        tabIndex={0}
        aria-label={alt}
        onClick={() => change(true)}
        onKeyDown={onKeyDown}
        onPointerEnter={() => {
          setHover(true);
          preloadImage();
        }}
        onPointerLeave={() => setHover(false)}
        onFocus={(event) => {
          setFocusVisible(matchesFocusVisible(event.currentTarget));
          preloadImage();
        }}
        onBlur={() => setFocusVisible(false)}
        style={{
          position: 'relative',
          display: 'inline-block',
          outline: focusVisible ? `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}` : undefined,
          outlineOffset: 1,
        }}
      >
        <img
          className="ant-image-img"
          src={src}
          alt={alt}
          style={{ width: '100%', height: 'auto', verticalAlign: 'middle', ...style }}
        />
        <div
          className="ant-image-cover ant-image-cover-center"
          style={{
            position: 'absolute',
            inset: 0,
            background: 'rgba(0, 0, 0, 0.3)',
            cursor: 'pointer',
            opacity: hover || focusVisible ? 1 : 0,
            transition: `opacity ${token.motionDurationSlow}`,
          }}
        />
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <PreviewImage
            src={src}
            alt={alt}
            styles={{ root: { display: 'none' } }}
            preview={{ open, onOpenChange: change }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function matchesFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
