import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone scrolls inside this region, which keyboard users can focus and scroll
 * (axe's scrollable-region-focusable): antd's own `scroll` container is not focusable, and a table of plain text
 * has nothing inside to focus.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </div>
  );
}
