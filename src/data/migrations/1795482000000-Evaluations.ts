import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/*
 * The evaluation core: target institutes, the operators' evaluations, the combined
 * equivalencies, and the last recorded aggregate evaluation status of each case. Portable and frozen like the earlier migrations (QueryRunner Table API, varchar
 * ids, datetime(3), timestamps set in code); names and definitions match the entities
 * (test/integration/migrations.test.ts). `json` is LONGTEXT on MariaDB and TEXT on SQLite.
 *
 * Indexes are created before the foreign keys that use them (see CasesAndUploads).
 */

const id = { type: 'varchar', length: '24' } as const;
const timestamp = { type: 'datetime', precision: 3 } as const;
const status = { type: 'varchar', length: '16' } as const;

function restrictFk(name: string, column: string, table: string): TableForeignKey {
  return new TableForeignKey({
    name,
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    // Rows are removed explicitly, children first (case deletion); nothing goes by cascade.
    onDelete: 'RESTRICT',
    onUpdate: 'RESTRICT',
  });
}

export class Evaluations1795482000000 implements MigrationInterface {
  name = 'Evaluations1795482000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'target_institutes',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'organizationId', ...id },
          { name: 'name', type: 'varchar', length: '500' },
          { name: 'createdAt', ...timestamp },
          { name: 'updatedAt', ...timestamp },
        ],
      }),
    );
    await queryRunner.createIndex(
      'target_institutes',
      new TableIndex({ name: 'IDX_target_institutes_organizationId_name', columnNames: ['organizationId', 'name'] }),
    );
    await queryRunner.createForeignKey('target_institutes', restrictFk('FK_target_institutes_organizationId', 'organizationId', 'organizations'));

    await queryRunner.createTable(
      new Table({
        name: 'evaluations',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'caseId', ...id },
          { name: 'credentialId', ...id },
          { name: 'targetInstituteId', ...id, isNullable: true },
          { name: 'status', ...status },
          { name: 'completedAt', ...timestamp, isNullable: true },
          { name: 'output', type: 'json', isNullable: true },
          { name: 'createdAt', ...timestamp },
          { name: 'updatedAt', ...timestamp },
        ],
      }),
    );
    await queryRunner.createIndex('evaluations', new TableIndex({ name: 'IDX_evaluations_caseId_createdAt', columnNames: ['caseId', 'createdAt', 'id'] }));
    await queryRunner.createIndex('evaluations', new TableIndex({ name: 'IDX_evaluations_credentialId', columnNames: ['credentialId'] }));
    await queryRunner.createIndex('evaluations', new TableIndex({ name: 'IDX_evaluations_targetInstituteId', columnNames: ['targetInstituteId'] }));
    await queryRunner.createForeignKey('evaluations', restrictFk('FK_evaluations_caseId', 'caseId', 'cases'));
    await queryRunner.createForeignKey('evaluations', restrictFk('FK_evaluations_credentialId', 'credentialId', 'credentials'));
    await queryRunner.createForeignKey('evaluations', restrictFk('FK_evaluations_targetInstituteId', 'targetInstituteId', 'target_institutes'));

    await queryRunner.createTable(
      new Table({
        name: 'combined_equivalencies',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'caseId', ...id },
          { name: 'targetKey', ...id },
          { name: 'targetInstituteId', ...id, isNullable: true },
          { name: 'status', ...status },
          { name: 'statements', type: 'json' },
          { name: 'source', ...status },
          { name: 'basis', type: 'varchar', length: '64', isNullable: true },
          { name: 'error', type: 'text', isNullable: true },
          { name: 'producedAt', ...timestamp, isNullable: true },
          { name: 'createdAt', ...timestamp },
          { name: 'updatedAt', ...timestamp },
        ],
      }),
    );
    await queryRunner.createIndex(
      'combined_equivalencies',
      new TableIndex({ name: 'UQ_combined_equivalencies_caseId_targetKey', columnNames: ['caseId', 'targetKey'], isUnique: true }),
    );
    await queryRunner.createIndex(
      'combined_equivalencies',
      new TableIndex({ name: 'IDX_combined_equivalencies_targetInstituteId', columnNames: ['targetInstituteId'] }),
    );
    await queryRunner.createForeignKey('combined_equivalencies', restrictFk('FK_combined_equivalencies_caseId', 'caseId', 'cases'));
    await queryRunner.createForeignKey(
      'combined_equivalencies',
      restrictFk('FK_combined_equivalencies_targetInstituteId', 'targetInstituteId', 'target_institutes'),
    );

    await queryRunner.createTable(
      new Table({
        name: 'evaluation_aggregates',
        columns: [
          { name: 'caseId', ...id, isPrimary: true },
          { name: 'status', ...status },
          { name: 'completedAt', ...timestamp, isNullable: true },
          { name: 'updatedAt', ...timestamp },
        ],
      }),
    );
    // The primary key serves the foreign key.
    await queryRunner.createForeignKey('evaluation_aggregates', restrictFk('FK_evaluation_aggregates_caseId', 'caseId', 'cases'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('evaluation_aggregates');
    await queryRunner.dropTable('combined_equivalencies');
    await queryRunner.dropTable('evaluations');
    await queryRunner.dropTable('target_institutes');
  }
}
