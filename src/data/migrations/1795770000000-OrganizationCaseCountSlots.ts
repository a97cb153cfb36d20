import { type MigrationInterface, type QueryRunner, Table, TableForeignKey } from 'typeorm';

/** Slots per organization; the repository (src/data/repositories/cases.ts) spreads changes over these. */
const SLOTS = 32;

/*
 * The count of active cases of an organization becomes `organizations.activeCaseCount` plus the
 * changes recorded in its slots (entity OrganizationCaseCountSlot). The one-row count of
 * OrganizationCaseCounts made every transaction that creates a case of the organization hold that
 * row until it committed, so simultaneous uploads of one organization committed one after the
 * other (bench:api, POST /cases). Each existing organization gets its slots at 0 here; new ones
 * get them where they are inserted. Down folds the slots back into the column. The same
 * statements on MySQL/MariaDB and SQLite.
 */
export class OrganizationCaseCountSlots1795770000000 implements MigrationInterface {
  name = 'OrganizationCaseCountSlots1795770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'organization_case_count_slots',
        columns: [
          { name: 'organizationId', type: 'varchar', length: '24', isPrimary: true },
          { name: 'slot', type: 'integer', isPrimary: true },
          { name: 'delta', type: 'integer' },
        ],
      }),
    );
    // The primary key (organizationId first) serves the foreign key.
    await queryRunner.createForeignKey(
      'organization_case_count_slots',
      new TableForeignKey({
        name: 'FK_organization_case_count_slots_organizationId',
        columnNames: ['organizationId'],
        referencedTableName: 'organizations',
        referencedColumnNames: ['id'],
        onDelete: 'RESTRICT',
        onUpdate: 'RESTRICT',
      }),
    );
    const slots = Array.from({ length: SLOTS }, (_, i) => `SELECT ${i} AS slot`).join(' UNION ALL ');
    await queryRunner.query(`INSERT INTO organization_case_count_slots (organizationId, slot, delta) SELECT o.id, s.slot, 0 FROM organizations o CROSS JOIN (${slots}) s`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'UPDATE organizations SET activeCaseCount = activeCaseCount + COALESCE((SELECT SUM(s.delta) FROM organization_case_count_slots s WHERE s.organizationId = organizations.id), 0)',
    );
    await queryRunner.dropTable('organization_case_count_slots');
  }
}
