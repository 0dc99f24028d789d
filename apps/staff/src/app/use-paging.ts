import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@portal/contracts';
import type { ServerPaging } from './staff-table';

/**
 * The page a list shows, and its query parameters. `reset` goes back to page 1 (a filter changed: page 7 of the
 * old filter may not exist).
 */
export function usePaging(pageSize = DEFAULT_PAGE_SIZE): ServerPaging & {
  query: { page: number; pageSize: number };
  reset: () => void;
} {
  const [state, setState] = useState({ page: 1, pageSize });
  const onChange = useCallback(
    (page: number, size: number) =>
      setState((s) => ({ page: size === s.pageSize ? page : 1, pageSize: size })),
    [],
  );
  const reset = useCallback(() => setState((s) => (s.page === 1 ? s : { ...s, page: 1 })), []);
  return { ...state, query: state, onChange, reset };
}
