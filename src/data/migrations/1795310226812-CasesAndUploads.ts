import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/*
 * Cases, uploads and what hangs off them, the case-number sequence, the outbox and the
 * Idempotency-Key records. Portable like the first migration (QueryRunner Table API, varchar ids,
 * datetime(3), timestamps set in code), and a frozen snapshot: names and definitions must stay
 * identical to the entities, which test/integration/migrations.test.ts checks on MariaDB and SQLite.
 *
 * Indexes are created before the foreign keys that can use them, so MySQL does not add a second,
 * implicitly named index for a constraint.
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
    // Rows are removed explicitly, children first; nothing disappears by cascade.
    onDelete: 'RESTRICT',
    onUpdate: 'RESTRICT',
  });
}

export class CasesAndUploads1795310226812 implements MigrationInterface {
  name = 'CasesAndUploads1795310226812';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'case_number_sequence',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'createdAt', ...timestamp },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'cases',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'organizationId', ...id },
          { name: 'externalId', type: 'varchar', length: '128', isNullable: true },
          { name: 'externalIdHash', type: 'varchar', length: '64', isNullable: true },
          { name: 'caseNumber', type: 'integer' },
          { name: 'origin', ...status },
          { name: 'linkedAt', ...timestamp, isNullable: true },
          { name: 'metadata', type: 'text' },
          { name: 'deletedAt', ...timestamp, isNullable: true },
          { name: 'createdAt', ...timestamp },
          { name: 'updatedAt', ...timestamp },
        ],
      }),
    );
    await queryRunner.createIndex(
      'cases',
      new TableIndex({ name: 'UQ_cases_organizationId_externalIdHash', columnNames: ['organizationId', 'externalIdHash'], isUnique: true }),
    );
    await queryRunner.createIndex(
      'cases',
      new TableIndex({ name: 'IDX_cases_organizationId_createdAt', columnNames: ['organizationId', 'createdAt', 'id'] }),
    );
    await queryRunner.createIndex('cases', new TableIndex({ name: 'UQ_cases_caseNumber', columnNames: ['caseNumber'], isUnique: true }));
    await queryRunner.createForeignKey('cases', restrictFk('FK_cases_organizationId', 'organizationId', 'organizations'));

    await queryRunner.createTable(
      new Table({
        name: 'uploads',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'caseId', ...id },
          { name: 'organizationId', ...id },
          // 0/1; see the entity for why not `boolean`.
          { name: 'classify', type: 'smallint' },
          { name: 'classificationStatus', ...status, isNullable: true },
          { name: 'classificationError', type: 'text', isNullable: true },
          { name: 'createdAt', ...timestamp },
          { name: 'updatedAt', ...timestamp },
        ],
      }),
    );
    await queryRunner.createIndex('uploads', new TableIndex({ name: 'IDX_uploads_caseId', columnNames: ['caseId'] }));
    await queryRunner.createForeignKey('uploads', restrictFk('FK_uploads_caseId', 'caseId', 'cases'));

    await queryRunner.createTable(
      new Table({
        name: 'upload_features',
        columns: [
          { name: 'uploadId', ...id, isPrimary: true },
          { name: 'name', ...status, isPrimary: true },
          { name: 'status', ...status },
          { name: 'error', type: 'text', isNullable: true },
          { name: 'createdAt', ...timestamp },
          { name: 'updatedAt', ...timestamp },
        ],
      }),
    );
    // The primary key (uploadId, name) serves this foreign key.
    await queryRunner.createForeignKey('upload_features', restrictFk('FK_upload_features_uploadId', 'uploadId', 'uploads'));

    await queryRunner.createTable(
      new Table({
        name: 'upload_files',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'uploadId', ...id },
          { name: 'caseId', ...id },
          { name: 'position', type: 'integer' },
          { name: 'fileName', type: 'varchar', length: '1024' },
          { name: 'kind', type: 'varchar', length: '8', isNullable: true },
          { name: 'mediaType', type: 'varchar', length: '64', isNullable: true },
          { name: 'size', type: 'integer' },
          { name: 'sha256', type: 'varchar', length: '64', isNullable: true },
          { name: 'storageKey', type: 'varchar', length: '512', isNullable: true },
          { name: 'status', ...status },
          { name: 'statusReason', type: 'varchar', length: '255', isNullable: true },
          { name: 'createdAt', ...timestamp },
          { name: 'updatedAt', ...timestamp },
        ],
      }),
    );
    await queryRunner.createIndex('upload_files', new TableIndex({ name: 'IDX_upload_files_uploadId', columnNames: ['uploadId'] }));
    await queryRunner.createIndex('upload_files', new TableIndex({ name: 'IDX_upload_files_caseId', columnNames: ['caseId'] }));
    await queryRunner.createForeignKey('upload_files', restrictFk('FK_upload_files_uploadId', 'uploadId', 'uploads'));

    await queryRunner.createTable(
      new Table({
        name: 'credentials',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'caseId', ...id },
          { name: 'uploadId', ...id, isNullable: true },
          { name: 'credentialType', ...status },
          { name: 'status', ...status },
          { name: 'deletedAt', ...timestamp, isNullable: true },
          { name: 'createdAt', ...timestamp },
          { name: 'updatedAt', ...timestamp },
        ],
      }),
    );
    await queryRunner.createIndex('credentials', new TableIndex({ name: 'IDX_credentials_caseId', columnNames: ['caseId'] }));
    await queryRunner.createIndex('credentials', new TableIndex({ name: 'IDX_credentials_uploadId', columnNames: ['uploadId'] }));
    await queryRunner.createForeignKey('credentials', restrictFk('FK_credentials_caseId', 'caseId', 'cases'));
    await queryRunner.createForeignKey('credentials', restrictFk('FK_credentials_uploadId', 'uploadId', 'uploads'));

    await queryRunner.createTable(
      new Table({
        name: 'outbox',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'queue', type: 'varchar', length: '64' },
          { name: 'payload', type: 'text' },
          { name: 'caseId', ...id, isNullable: true },
          { name: 'createdAt', ...timestamp },
          { name: 'availableAt', ...timestamp },
          { name: 'dispatchedAt', ...timestamp, isNullable: true },
          { name: 'attempts', type: 'integer' },
          { name: 'lastError', type: 'varchar', length: '500', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex(
      'outbox',
      new TableIndex({ name: 'IDX_outbox_dispatchedAt_availableAt', columnNames: ['dispatchedAt', 'availableAt'] }),
    );
    await queryRunner.createIndex('outbox', new TableIndex({ name: 'IDX_outbox_caseId', columnNames: ['caseId'] }));

    await queryRunner.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'organizationId', ...id },
          { name: 'idempotencyKey', type: 'varchar', length: '255' },
          { name: 'keyHash', type: 'varchar', length: '64' },
          { name: 'fingerprint', type: 'varchar', length: '64' },
          { name: 'state', ...status },
          { name: 'caseId', ...id, isNullable: true },
          { name: 'uploadId', ...id, isNullable: true },
          { name: 'createdAt', ...timestamp },
          { name: 'expiresAt', ...timestamp },
        ],
      }),
    );
    await queryRunner.createIndex(
      'idempotency_keys',
      new TableIndex({ name: 'UQ_idempotency_keys_organizationId_keyHash', columnNames: ['organizationId', 'keyHash'], isUnique: true }),
    );
    await queryRunner.createForeignKey(
      'idempotency_keys',
      restrictFk('FK_idempotency_keys_organizationId', 'organizationId', 'organizations'),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Children first; dropping a table drops its indexes and foreign keys on both dialects.
    await queryRunner.dropTable('idempotency_keys');
    await queryRunner.dropTable('outbox');
    await queryRunner.dropTable('credentials');
    await queryRunner.dropTable('upload_files');
    await queryRunner.dropTable('upload_features');
    await queryRunner.dropTable('uploads');
    await queryRunner.dropTable('cases');
    await queryRunner.dropTable('case_number_sequence');
  }
}
