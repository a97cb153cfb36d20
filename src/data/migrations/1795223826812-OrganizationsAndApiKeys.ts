import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/*
 * Written with TypeORM's QueryRunner Table API, not raw SQL, so the same migration runs on
 * MySQL/MariaDB and on SQLite (the embedded default of `npm start`). Column definitions,
 * index and foreign-key names must stay identical to the entities in ../entities, or the
 * schema builder reports a diff (test/integration/migrations.test.ts checks that).
 *
 * A migration is a frozen snapshot: it does not import the entities or their constants.
 */

const id = { type: 'varchar', length: '24' } as const;
const timestamp = { type: 'datetime', precision: 3 } as const;

export class OrganizationsAndApiKeys1795223826812 implements MigrationInterface {
  name = 'OrganizationsAndApiKeys1795223826812';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'organizations',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'createdAt', ...timestamp },
          { name: 'updatedAt', ...timestamp },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'api_keys',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'organizationId', ...id },
          { name: 'type', type: 'varchar', length: '16' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'secretHash', type: 'varchar', length: '64' },
          { name: 'expiresAt', ...timestamp, isNullable: true },
          { name: 'revokedAt', ...timestamp, isNullable: true },
          { name: 'lastUsedAt', ...timestamp, isNullable: true },
          { name: 'createdAt', ...timestamp },
          { name: 'updatedAt', ...timestamp },
        ],
      }),
    );

    // The index comes before the foreign key so that MySQL uses it for the constraint
    // instead of creating a second, implicitly named one.
    await queryRunner.createIndex(
      'api_keys',
      new TableIndex({ name: 'IDX_api_keys_organizationId', columnNames: ['organizationId'] }),
    );
    await queryRunner.createForeignKey(
      'api_keys',
      new TableForeignKey({
        name: 'FK_api_keys_organizationId',
        columnNames: ['organizationId'],
        referencedTableName: 'organizations',
        referencedColumnNames: ['id'],
        // An organization with keys cannot be deleted by accident.
        onDelete: 'RESTRICT',
        onUpdate: 'RESTRICT',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Dropping the table drops its index and foreign key on both dialects.
    await queryRunner.dropTable('api_keys');
    await queryRunner.dropTable('organizations');
  }
}
