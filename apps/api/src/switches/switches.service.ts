import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { FAMILY_IDS, type FamilyId } from '@portal/contracts';
import type { DataSource, Repository } from 'typeorm';
import { type AuditActor, AuditService } from '../audit/audit.service';
import { Clock } from '../clock/clock.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { inTransaction } from '../database/transactions';
import { SWITCH_NAMES, type SwitchName } from './switch-names';
import { SwitchEntity } from './switch.entity';

/** How long an instance trusts its copy of the switches: another instance's change shows within this time. */
export const SWITCH_CACHE_MS = 2000;

export interface SwitchState {
  name: SwitchName;
  enabled: boolean;
  updatedAt: number | null;
  updatedBy: string | null;
}

/**
 * The deployment switches, persisted so every API instance agrees. The environment (FAMILIES) only gives the
 * defaults written into a new database; after that staff change them (audited) and each instance re-reads them
 * at most SWITCH_CACHE_MS later.
 */
@Injectable()
export class SwitchesService implements OnApplicationBootstrap {
  private cache: { at: number; states: Map<SwitchName, SwitchState> } | null = null;
  private loading: Promise<Map<SwitchName, SwitchState>> | null = null;

  constructor(
    @InjectRepository(SwitchEntity) private readonly switches: Repository<SwitchEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Writes the missing switches with their defaults (several instances may do this at once: first one wins). */
  async onApplicationBootstrap(): Promise<void> {
    // With MIGRATE_ON_START=false the schema may not exist yet (the migrate command comes later): until then the
    // switches read as their defaults, and they are written by the first instance started after the migration.
    if (!this.config.migrateOnStart && !(await this.hasTable())) return;
    const existing = new Set((await this.switches.find({ select: { name: true } })).map((s) => s.name));
    for (const name of SWITCH_NAMES) {
      if (existing.has(name)) continue;
      await this.switches
        .createQueryBuilder()
        .insert()
        .values({ name, enabled: this.defaultOf(name), updatedAt: null, updatedBy: null })
        .orIgnore()
        .execute();
    }
    this.cache = null;
  }

  private async hasTable(): Promise<boolean> {
    const runner = this.dataSource.createQueryRunner();
    try {
      return await runner.hasTable('switches');
    } finally {
      await runner.release();
    }
  }

  defaultOf(name: SwitchName): boolean {
    if ((FAMILY_IDS as readonly string[]).includes(name))
      return this.config.families.includes(name as FamilyId);
    return true;
  }

  async list(): Promise<SwitchState[]> {
    const states = await this.states();
    return SWITCH_NAMES.map((name) => states.get(name)!);
  }

  async isEnabled(name: SwitchName): Promise<boolean> {
    return (await this.states()).get(name)!.enabled;
  }

  /** The families offered now (in definition order). */
  /**
   * Whether a family is offered, from this instance's copy while it is fresh (no promise: every API request asks),
   * or null when the copy must be read again first.
   */
  familyOfferedNow(id: FamilyId): boolean | null {
    if (!this.cache || this.clock.now() - this.cache.at >= SWITCH_CACHE_MS) return null;
    return this.cache.states.get(id)!.enabled;
  }

  async enabledFamilies(): Promise<FamilyId[]> {
    const states = await this.states();
    return FAMILY_IDS.filter((id) => states.get(id)!.enabled);
  }

  /** Sets a switch and writes its audit row in the same transaction; this instance sees it at once. */
  async set(name: SwitchName, enabled: boolean, actor: AuditActor): Promise<SwitchState> {
    const updatedAt = this.clock.now();
    const state = await inTransaction(this.dataSource, async (manager) => {
      const repository = manager.getRepository(SwitchEntity);
      const before = await repository.findOneBy({ name });
      const updatedBy = actor.name ?? (await this.audit.nameOf(actor, manager));
      const row: SwitchEntity = { name, enabled, updatedAt, updatedBy };
      await repository.save(row);
      await this.audit.record(
        actor,
        {
          action: 'switch.set',
          target: `switch:${name}`,
          before: { enabled: before ? before.enabled : this.defaultOf(name) },
          after: { enabled },
        },
        manager,
      );
      return row as SwitchState;
    });
    this.cache = null;
    return state;
  }

  private async states(): Promise<Map<SwitchName, SwitchState>> {
    if (this.cache && this.clock.now() - this.cache.at < SWITCH_CACHE_MS) return this.cache.states;
    // One read at a time per instance, however many requests arrive while the copy is stale.
    this.loading ??= this.load().finally(() => (this.loading = null));
    return this.loading;
  }

  private async load(): Promise<Map<SwitchName, SwitchState>> {
    const rows = await this.switches.find();
    const byName = new Map(rows.map((row) => [row.name, row]));
    const states = new Map<SwitchName, SwitchState>();
    for (const name of SWITCH_NAMES) {
      const row = byName.get(name);
      states.set(name, {
        name,
        enabled: row ? Boolean(row.enabled) : this.defaultOf(name),
        updatedAt: row?.updatedAt ?? null,
        updatedBy: row?.updatedBy ?? null,
      });
    }
    this.cache = { at: this.clock.now(), states };
    return states;
  }
}
