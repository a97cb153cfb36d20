import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/*
 * Issued reports (evaluation and combined, PDF and XLSX), read by the public verification page
 * (decision "Processes and configuration" `/verify/{reportId}`). Portable and frozen like the earlier migrations (QueryRunner Table
 * API, varchar ids, datetime(3), timestamps set in code); names and definitions match the Report
 * entity (test/integration/migrations.test.ts). The index is created before the foreign key that
 * uses it (see CasesAndUploads).
 */

const id = { type: 'varchar', length: '24' } as const;

export class Reports1795568000000 implements MigrationInterface {
  name = 'Reports1795568000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'reports',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'organizationId', ...id },
          { name: 'caseId', ...id },
          { name: 'caseNumber', type: 'integer' },
          { name: 'evaluationId', ...id, isNullable: true },
          { name: 'targetInstituteId', ...id, isNullable: true },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'format', type: 'varchar', length: '8' },
          { name: 'candidateName', type: 'varchar', length: '255', isNullable: true },
          { name: 'sha256', type: 'varchar', length: '64' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex('reports', new TableIndex({ name: 'IDX_reports_caseId', columnNames: ['caseId'] }));
    await queryRunner.createForeignKey(
      'reports',
      new TableForeignKey({
        name: 'FK_reports_caseId',
        columnNames: ['caseId'],
        referencedTableName: 'cases',
        referencedColumnNames: ['id'],
        // Case rows are only soft-deleted (decision "Deletion"); nothing goes by cascade.
        onDelete: 'RESTRICT',
        onUpdate: 'RESTRICT',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reports');
  }
}
