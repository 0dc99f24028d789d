import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { inTransaction } from '../database/transactions';
import { raiseBankRevision } from '../exam/bank-revision';
import { QuestionCache } from '../exam/question-cache';

/**
 * Every change to a bank (questions, their categories, categories, imports): in one transaction that also raises
 * the bank's revision, then this instance's question cache cleared so its next test reads the change (other
 * instances see the revision move within QUESTION_CACHE_MS).
 */
@Injectable()
export class BankWrites {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: QuestionCache,
  ) {}

  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(this.dataSource, async (manager) => {
        const result = await work(manager);
        await raiseBankRevision(manager);
        return result;
      });
    } finally {
      this.cache.clear();
    }
  }
}
