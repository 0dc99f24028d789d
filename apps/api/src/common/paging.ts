import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '@portal/contracts';
import * as z from 'zod';
import { pageQueryFields } from './query-fields';
import { zodDto } from './zod-schema';

/** `?page=&pageSize=` of a staff list with the list's own filters. */
export const pageQuery = <T extends z.ZodRawShape>(fields: T) =>
  z.strictObject({ ...pageQueryFields(MAX_PAGE_SIZE), ...fields });

/** `?page=&pageSize=` alone. */
export class PageQueryDto extends zodDto(z.strictObject(pageQueryFields(MAX_PAGE_SIZE))) {}

type PageFields = Pick<PageQueryDto, 'page' | 'pageSize'>;

/** The SQL window of a page query (TypeORM `skip`/`take`). */
export function pageWindow(query: PageFields): {
  page: number;
  pageSize: number;
  skip: number;
  take: number;
} {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, skip: (page - 1) * pageSize, take: pageSize };
}

export function toPage<T>(items: T[], total: number, query: PageFields): Page<T> {
  const { page, pageSize } = pageWindow(query);
  return { items, total, page, pageSize };
}
