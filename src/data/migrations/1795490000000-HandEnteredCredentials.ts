import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/*
 * A credential an operator adds by hand has no upload (interface "Cases created in the operator
 * UI": `uploadId` null), yet what the operator typed is stored as its extraction result so the
 * extraction and evaluation views show it. So extraction_results.uploadId becomes nullable.
 * Portable and frozen like the earlier migrations (QueryRunner Table API; on SQLite TypeORM
 * rebuilds the table, keeping its index and foreign key).
 */
export class HandEnteredCredentials1795490000000 implements MigrationInterface {
  name = 'HandEnteredCredentials1795490000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn(
      'extraction_results',
      'uploadId',
      new TableColumn({ name: 'uploadId', type: 'varchar', length: '24', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Rows of hand-entered credentials cannot stay without an upload.
    await queryRunner.query('DELETE FROM extraction_results WHERE uploadId IS NULL');
    await queryRunner.changeColumn(
      'extraction_results',
      'uploadId',
      new TableColumn({ name: 'uploadId', type: 'varchar', length: '24', isNullable: false }),
    );
  }
}
