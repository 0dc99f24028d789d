import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

// Issue 27: the model's own chance to pass stored with each mock test at its start, beside the calibrated one
// (`pass_chance`, what the learner and staff see): the calibration is fitted to the model's chances against the
// outcomes (learning/readiness/chance-calibration.ts), never to its own output. Null for tests started before.

export class ModelChance1764960000000 implements MigrationInterface {
  name = 'ModelChance1764960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'attempts',
      new TableColumn({ name: 'model_chance', type: 'double', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('attempts', 'model_chance');
  }
}
