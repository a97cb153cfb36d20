import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/*
 * An evaluation keeps the latest draft an operator asked for and what the latest completion
 * changed from it (docs/grading-scales.md, "Drafts"). Both nullable: evaluations made before
 * drafts existed have neither.
 */
export class EvaluationDrafts1795760000000 implements MigrationInterface {
  name = 'EvaluationDrafts1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('evaluations', new TableColumn({ name: 'draft', type: 'json', isNullable: true }));
    await queryRunner.addColumn('evaluations', new TableColumn({ name: 'draftChanges', type: 'json', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // In place on both databases (SQLite 3.35+), as in OrganizationCaseCounts.
    await queryRunner.query('ALTER TABLE evaluations DROP COLUMN draftChanges');
    await queryRunner.query('ALTER TABLE evaluations DROP COLUMN draft');
  }
}
