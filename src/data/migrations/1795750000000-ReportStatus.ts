import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/*
 * The status of each issued report (the report-validity rule in docs/decisions.md): `valid`,
 * `superseded` once its evaluation or combined statements changed after it was issued, `revoked`
 * once its case is deleted. Reports already issued start `valid`, or `revoked` when their case is
 * deleted; whether an older valid one is superseded is decided by the next change of its case's
 * evaluations, which compares by issue time when `reflectsAt` is null.
 */
export class ReportStatus1795750000000 implements MigrationInterface {
  name = 'ReportStatus1795750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const nullable = new TableColumn({ name: 'status', type: 'varchar', length: '16', isNullable: true });
    await queryRunner.addColumn('reports', nullable);
    await queryRunner.addColumn('reports', new TableColumn({ name: 'statusChangedAt', type: 'datetime', precision: 3, isNullable: true }));
    await queryRunner.addColumn('reports', new TableColumn({ name: 'reflectsAt', type: 'datetime', precision: 3, isNullable: true }));
    await queryRunner.query(
      "UPDATE reports SET status = 'revoked', statusChangedAt = (SELECT cases.deletedAt FROM cases WHERE cases.id = reports.caseId) " +
        'WHERE EXISTS (SELECT 1 FROM cases WHERE cases.id = reports.caseId AND cases.deletedAt IS NOT NULL)',
    );
    await queryRunner.query("UPDATE reports SET status = 'valid' WHERE status IS NULL");
    await queryRunner.changeColumn('reports', nullable, new TableColumn({ name: 'status', type: 'varchar', length: '16', isNullable: false }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // In place on both databases (SQLite 3.35+), as in OrganizationCaseCounts.
    await queryRunner.query('ALTER TABLE reports DROP COLUMN reflectsAt');
    await queryRunner.query('ALTER TABLE reports DROP COLUMN statusChangedAt');
    await queryRunner.query('ALTER TABLE reports DROP COLUMN status');
  }
}
