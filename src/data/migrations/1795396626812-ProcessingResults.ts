import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/*
 * The processing pipeline's state and results: which files make up each credential, and the
 * stored results of extraction, forensics and translation; plus uploads.fannedOutAt, the marker
 * that makes `upload.process` idempotent. Portable and frozen like the earlier migrations
 * (QueryRunner Table API, varchar ids, datetime(3), timestamps set in code); names and definitions
 * match the entities (test/integration/migrations.test.ts).
 *
 * Indexes are created before the foreign keys that use them (see CasesAndUploads).
 */

const id = { type: 'varchar', length: '24' } as const;
const timestamp = { type: 'datetime', precision: 3 } as const;
const status = { type: 'varchar', length: '16' } as const;
const storageKey = { type: 'varchar', length: '512', isNullable: true } as const;

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

export class ProcessingResults1795396626812 implements MigrationInterface {
  name = 'ProcessingResults1795396626812';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('uploads', new TableColumn({ name: 'fannedOutAt', ...timestamp, isNullable: true }));

    await queryRunner.createTable(
      new Table({
        name: 'credential_documents',
        columns: [
          { name: 'credentialId', ...id, isPrimary: true },
          { name: 'fileId', ...id, isPrimary: true },
          { name: 'documentKind', ...status, isNullable: true },
          { name: 'createdAt', ...timestamp },
        ],
      }),
    );
    await queryRunner.createIndex('credential_documents', new TableIndex({ name: 'IDX_credential_documents_fileId', columnNames: ['fileId'] }));
    // The primary key (credentialId, fileId) serves the credential foreign key.
    await queryRunner.createForeignKey('credential_documents', restrictFk('FK_credential_documents_credentialId', 'credentialId', 'credentials'));
    await queryRunner.createForeignKey('credential_documents', restrictFk('FK_credential_documents_fileId', 'fileId', 'upload_files'));

    await queryRunner.createTable(
      new Table({
        name: 'extraction_results',
        columns: [
          { name: 'credentialId', ...id, isPrimary: true },
          { name: 'caseId', ...id },
          { name: 'uploadId', ...id },
          { name: 'languageCode', type: 'varchar', length: '20', isNullable: true },
          { name: 'language', type: 'varchar', length: '100', isNullable: true },
          { name: 'result', type: 'text', isNullable: true },
          { name: 'error', type: 'text', isNullable: true },
          { name: 'createdAt', ...timestamp },
          { name: 'updatedAt', ...timestamp },
        ],
      }),
    );
    await queryRunner.createIndex('extraction_results', new TableIndex({ name: 'IDX_extraction_results_caseId', columnNames: ['caseId'] }));
    await queryRunner.createForeignKey('extraction_results', restrictFk('FK_extraction_results_credentialId', 'credentialId', 'credentials'));

    await queryRunner.createTable(
      new Table({
        name: 'forensic_results',
        columns: [
          { name: 'fileId', ...id, isPrimary: true },
          { name: 'caseId', ...id },
          { name: 'uploadId', ...id },
          { name: 'credentialId', ...id, isNullable: true },
          { name: 'status', ...status },
          { name: 'result', type: 'text', isNullable: true },
          { name: 'error', type: 'text', isNullable: true },
          { name: 'reportKey', ...storageKey },
          { name: 'viewerKey', ...storageKey },
          { name: 'createdAt', ...timestamp },
          { name: 'updatedAt', ...timestamp },
        ],
      }),
    );
    await queryRunner.createIndex('forensic_results', new TableIndex({ name: 'IDX_forensic_results_caseId', columnNames: ['caseId'] }));
    await queryRunner.createForeignKey('forensic_results', restrictFk('FK_forensic_results_fileId', 'fileId', 'upload_files'));

    await queryRunner.createTable(
      new Table({
        name: 'translation_results',
        columns: [
          { name: 'fileId', ...id, isPrimary: true },
          { name: 'caseId', ...id },
          { name: 'uploadId', ...id },
          { name: 'credentialId', ...id, isNullable: true },
          { name: 'status', ...status },
          { name: 'languageCode', type: 'varchar', length: '20', isNullable: true },
          { name: 'language', type: 'varchar', length: '100', isNullable: true },
          { name: 'pagesKey', ...storageKey },
          { name: 'pdfKey', ...storageKey },
          { name: 'error', type: 'text', isNullable: true },
          { name: 'createdAt', ...timestamp },
          { name: 'updatedAt', ...timestamp },
        ],
      }),
    );
    await queryRunner.createIndex('translation_results', new TableIndex({ name: 'IDX_translation_results_caseId', columnNames: ['caseId'] }));
    await queryRunner.createForeignKey('translation_results', restrictFk('FK_translation_results_fileId', 'fileId', 'upload_files'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('translation_results');
    await queryRunner.dropTable('forensic_results');
    await queryRunner.dropTable('extraction_results');
    await queryRunner.dropTable('credential_documents');
    await queryRunner.dropColumn('uploads', 'fannedOutAt');
  }
}
