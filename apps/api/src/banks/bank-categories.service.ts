import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  toColumns,
  type BankCategoryInput,
  type BankFamilyId,
  type StaffBankCategory,
} from '@portal/contracts';
import { DataSource, Repository } from 'typeorm';
import { BankWrites } from './bank-writes';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { ApiError } from '../common/api-error';
import { NO_TX } from '../database/no-tx';
import { CategoryEntity } from '../exam/category.entity';
import { toBankCategory, toStaffCategory } from './bank-mapping';

/** A family's test categories: labels, order, disabled (a disabled one cannot be chosen for a new test). */
@Injectable()
export class BankCategoriesService {
  constructor(
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly writes: BankWrites,
  ) {}

  async list(family: BankFamilyId): Promise<StaffBankCategory[]> {
    const rows = await this.categories.find({ where: { family }, order: { sortOrder: 'ASC', id: 'ASC' } });
    const counts = (await this.dataSource
      .createQueryBuilder()
      .select('qc.category_id', 'categoryId')
      .addSelect('COUNT(*)', 'n')
      .from('question_categories', 'qc')
      .innerJoin('questions', 'q', 'q.id = qc.question_id AND q.retired_at IS NULL')
      .where('q.family = :family', { family })
      .groupBy('qc.category_id')
      .getRawMany()) as { categoryId: number; n: number | string }[];
    const byId = new Map(counts.map((c) => [Number(c.categoryId), Number(c.n)]));
    return rows.map((c) => toStaffCategory(c, byId.get(c.id) ?? 0));
  }

  async create(
    actor: AuditActor,
    family: BankFamilyId,
    input: BankCategoryInput,
  ): Promise<StaffBankCategory> {
    if (await this.categories.existsBy({ family, value: input.value }))
      throw new ApiError(409, 'category-exists', 'This family already has a category with this value');
    const sortOrder = input.sortOrder ?? (await this.categories.countBy({ family }));
    return this.writes.run(async (manager) => {
      const row = await manager.getRepository(CategoryEntity).save(
        manager.getRepository(CategoryEntity).create({
          family,
          value: input.value,
          type: input.type,
          ...toColumns('label', input.labels, ''),
          disabled: !!input.disabled,
          sortOrder,
        }),
        NO_TX,
      );
      await this.audit.record(
        actor,
        {
          action: 'bank.category.create',
          target: `category:${family}/${row.value}`,
          after: toBankCategory(row),
        },
        manager,
      );
      return toStaffCategory(row);
    });
  }

  /** Labels, type, order and disabled change; the value names the category in attempts and does not. */
  async update(
    actor: AuditActor,
    family: BankFamilyId,
    id: number,
    input: BankCategoryInput,
  ): Promise<StaffBankCategory> {
    const row = await this.categories.findOneBy({ family, id });
    if (!row) throw new ApiError(404, 'category-not-found', 'No such category in this family');
    if (input.value !== row.value)
      throw new ApiError(409, 'category-value-fixed', 'A category keeps its value (past attempts name it)');
    const before = { ...toBankCategory(row), sortOrder: row.sortOrder };
    Object.assign(row, {
      type: input.type,
      ...toColumns('label', input.labels, ''),
      disabled: !!input.disabled,
      sortOrder: input.sortOrder ?? row.sortOrder,
    });
    await this.writes.run(async (manager) => {
      await manager.getRepository(CategoryEntity).save(row, NO_TX);
      await this.audit.record(
        actor,
        {
          action: 'bank.category.update',
          target: `category:${family}/${row.value}`,
          before,
          after: { ...toBankCategory(row), sortOrder: row.sortOrder },
        },
        manager,
      );
    });
    return (await this.list(family)).find((c) => c.id === id)!;
  }
}
