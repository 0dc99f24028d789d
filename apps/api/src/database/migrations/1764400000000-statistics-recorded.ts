import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

// The statistics rows (attempt_answers) of an ended attempt are written after its end, not inside it
// (exam/answer-rows-recorder.ts): `statistics_recorded` says which ended attempts have theirs. Every attempt ended
// before this migration has them already (written at its end, or copied by QuestionBanks1764300000000).

const RECORDED = new TableColumn({
  name: 'statistics_recorded',
  type: 'boolean',
  isNullable: false,
  default: 0,
});
// Only open attempts and those ended in the last moments have 0: the recorder finds them without a scan.
const PENDING_INDEX = new TableIndex({
  name: 'ix_attempts_statistics_recorded',
  columnNames: ['statistics_recorded'],
});

export class StatisticsRecorded1764400000000 implements MigrationInterface {
  name = 'StatisticsRecorded1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('attempts', RECORDED);
    await queryRunner.query('UPDATE attempts SET statistics_recorded = 1 WHERE finished_at IS NOT NULL');
    await queryRunner.createIndex('attempts', PENDING_INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('attempts', PENDING_INDEX.name!);
    await queryRunner.dropColumn('attempts', RECORDED.name);
  }
}
