import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/*
 * The number of active (not deleted) cases of each organization, kept by the statements that
 * create and soft-delete cases in their own transactions (src/data/repositories/cases.ts), so that
 * GET /cases reads `meta.total` from one row instead of counting the organization's cases: a count
 * grows with the cases (bench:api, "Flat as the data grows"). Filled from the cases here; the same
 * statement on MySQL/MariaDB and SQLite.
 */
export class OrganizationCaseCounts1795700000000 implements MigrationInterface {
  name = 'OrganizationCaseCounts1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Added nullable, filled, then made NOT NULL: no column default (the entity sets the count
    // when it inserts an organization, and SQLite reports defaults in a form the schema check of
    // test/integration/migrations.test.ts reads as a difference).
    const nullable = new TableColumn({ name: 'activeCaseCount', type: 'integer', isNullable: true });
    await queryRunner.addColumn('organizations', nullable);
    await queryRunner.query(
      'UPDATE organizations SET activeCaseCount = (SELECT COUNT(*) FROM cases WHERE cases.organizationId = organizations.id AND cases.deletedAt IS NULL)',
    );
    await queryRunner.changeColumn('organizations', nullable, new TableColumn({ name: 'activeCaseCount', type: 'integer', isNullable: false }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // In place on both databases (SQLite 3.35+): TypeORM's dropColumn would copy the table on
    // SQLite, which the foreign keys pointing at organizations refuse outside runMigrations.
    await queryRunner.query('ALTER TABLE organizations DROP COLUMN activeCaseCount');
  }
}

