import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuditEntry, Page } from '@portal/contracts';
import { Repository } from 'typeorm';
import { AuditEntryEntity } from '../audit/audit-entry.entity';
import { type PageQueryDto, pageWindow, toPage } from '../common/paging';

export interface AuditFilter {
  action?: string;
  actor?: string;
  target?: string;
  /** YYYY-MM-DD (UTC day). */
  from?: string;
  to?: string;
}

const DAY_MS = 86_400_000;

/** `LIKE` pattern for "starts with `text`" (`!` escapes, the same on SQLite and MySQL). */
function prefixPattern(text: string): string {
  return `${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

function parseState(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Staff read the audit trail, newest first, filtered by action, actor, target and days. */
@Injectable()
export class StaffAuditService {
  constructor(@InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>) {}

  async list(filter: AuditFilter, query: PageQueryDto): Promise<Page<AuditEntry>> {
    const builder = this.entries.createQueryBuilder('e');
    // An action or target that ends in '.' or ':' names a group (`account.`, `account:`): a prefix.
    if (filter.action?.endsWith('.'))
      builder.andWhere("e.action LIKE :action ESCAPE '!'", { action: prefixPattern(filter.action) });
    else if (filter.action) builder.andWhere('e.action = :action', { action: filter.action });
    if (filter.target?.endsWith(':'))
      builder.andWhere("e.target LIKE :target ESCAPE '!'", { target: prefixPattern(filter.target) });
    else if (filter.target) builder.andWhere('e.target = :target', { target: filter.target });
    if (filter.actor) {
      if (/^\d+$/.test(filter.actor))
        builder.andWhere('e.actor_id = :actorId', { actorId: Number(filter.actor) });
      else
        builder.andWhere("LOWER(e.actor_name) LIKE :actorName ESCAPE '!'", {
          actorName: `%${prefixPattern(filter.actor.toLowerCase())}`,
        });
    }
    if (filter.from) builder.andWhere('e.at >= :from', { from: Date.parse(`${filter.from}T00:00:00Z`) });
    if (filter.to) builder.andWhere('e.at < :to', { to: Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS });
    const { skip, take } = pageWindow(query);
    const [rows, total] = await builder.orderBy('e.id', 'DESC').skip(skip).take(take).getManyAndCount();
    return toPage(
      rows.map((e) => ({
        id: e.id,
        at: new Date(e.at).toISOString(),
        actorId: e.actorId,
        actorName: e.actorName,
        action: e.action,
        target: e.target,
        before: parseState(e.before),
        after: parseState(e.after),
      })),
      total,
      query,
    );
  }
}
