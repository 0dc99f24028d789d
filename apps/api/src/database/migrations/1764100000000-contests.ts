import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { dialectOf } from '../dialect';

// The competition mode: contests staff run (ContestEntity) and the entrants' tests (ContestEntryEntity).

const CONTESTS = new Table({
  name: 'contests',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'title_lt', type: 'varchar', length: '200' },
    { name: 'title_ru', type: 'varchar', length: '200' },
    { name: 'title_en', type: 'varchar', length: '200' },
    { name: 'family', type: 'varchar', length: '20' },
    { name: 'category', type: 'varchar', length: '50' },
    { name: 'question_count', type: 'int' },
    { name: 'time_limit_seconds', type: 'int' },
    { name: 'opens_at', type: 'bigint' },
    { name: 'closes_at', type: 'bigint' },
    { name: 'status', type: 'varchar', length: '10' },
    { name: 'ordinary_ids', type: 'text' },
    { name: 'hard_ids', type: 'text' },
    { name: 'created_at', type: 'bigint' },
  ],
});

const CONTEST_ENTRIES = new Table({
  name: 'contest_entries',
  columns: [
    { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
    { name: 'contest_id', type: 'int' },
    { name: 'difficulty', type: 'varchar', length: '10' },
    { name: 'name', type: 'varchar', length: '100' },
    { name: 'gdata', type: 'varchar', length: '10' },
    { name: 'person_key', type: 'varchar', length: '120' },
    { name: 'counted_key', type: 'varchar', length: '140', isNullable: true },
    { name: 'token_hash', type: 'varchar', length: '64' },
    { name: 'language', type: 'varchar', length: '2' },
    { name: 'question_ids', type: 'text' },
    { name: 'answers', type: 'text' },
    { name: 'started_at', type: 'bigint' },
    { name: 'deadline_at', type: 'bigint' },
    { name: 'finished_at', type: 'bigint', isNullable: true },
    { name: 'correct', type: 'int', isNullable: true },
    { name: 'total', type: 'int' },
    { name: 'duration_ms', type: 'int', isNullable: true },
    { name: 'hidden', type: 'boolean', default: false },
    { name: 'disqualified', type: 'boolean', default: false },
  ],
  indices: [
    new TableIndex({ name: 'ix_contest_entries_rank', columnNames: ['contest_id', 'difficulty', 'correct'] }),
    new TableIndex({ name: 'ix_contest_entries_person', columnNames: ['contest_id', 'person_key'] }),
    new TableIndex({ name: 'uq_contest_entries_counted', columnNames: ['counted_key'], isUnique: true }),
  ],
});

export class Contests1764100000000 implements MigrationInterface {
  name = 'Contests1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(CONTESTS, true);
    await queryRunner.createTable(CONTEST_ENTRIES, true);
    for (const sql of dialectOf(queryRunner).unicodeTables(['contests', 'contest_entries']))
      await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('contest_entries', true);
    await queryRunner.dropTable('contests', true);
  }
}
