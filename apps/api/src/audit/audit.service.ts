import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { Clock } from '../clock/clock.service';
import { AuditEntryEntity } from './audit-entry.entity';

/** Who made a change: a staff user (the request's user will do: the name is read when not given) or the system. */
export interface AuditActor {
  id: number | null;
  name?: string;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, name: 'system' };

export interface AuditChange {
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

/** Largest JSON kept per side of a change; a bigger state (a whole bank) is recorded as a summary by the caller. */
const MAX_STATE_CHARS = 60_000;

function stateText(state: unknown): string | null {
  if (state === undefined || state === null) return null;
  const text = JSON.stringify(state);
  return text.length > MAX_STATE_CHARS ? JSON.stringify({ truncated: true, chars: text.length }) : text;
}

/**
 * Writes the audit trail: one row per staff change. Pass the transaction's manager so the row commits (or rolls
 * back) with the change it describes.
 */
@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>,
    private readonly clock: Clock,
  ) {}

  async record(actor: AuditActor, change: AuditChange, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(AuditEntryEntity) : this.entries;
    await repository.insert({
      at: this.clock.now(),
      actorId: actor.id,
      actorName: (await this.nameOf(actor, manager)).slice(0, 200),
      action: change.action,
      target: change.target.slice(0, 120),
      before: stateText(change.before),
      after: stateText(change.after),
    });
  }

  /** The actor's display name (read from the account when the caller did not give it). */
  async nameOf(actor: AuditActor, manager?: EntityManager): Promise<string> {
    if (actor.name !== undefined) return actor.name;
    if (actor.id === null) return SYSTEM_ACTOR.name!;
    const accounts = (manager ?? this.entries.manager).getRepository(AccountEntity);
    const account = await accounts.findOne({ where: { id: actor.id }, select: { id: true, name: true } });
    return account?.name ?? `#${actor.id}`;
  }
}
