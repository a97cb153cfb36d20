import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/*
 * Indexes for the scheduled purges (src/domain/maintenance.ts, README "Housekeeping"): each purge
 * finds its next batch by a range on one of these, instead of scanning the whole table. Names and
 * definitions match the entities (test/integration/migrations.test.ts). The outbox needs none: its
 * due index starts with dispatchedAt.
 */
export class RetentionIndexes1795650000000 implements MigrationInterface {
  name = 'RetentionIndexes1795650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('idempotency_keys', new TableIndex({ name: 'IDX_idempotency_keys_expiresAt', columnNames: ['expiresAt'] }));
    await queryRunner.createIndex('webhook_deliveries', new TableIndex({ name: 'IDX_webhook_deliveries_status_updatedAt', columnNames: ['status', 'updatedAt'] }));
    await queryRunner.createIndex('webhook_events', new TableIndex({ name: 'IDX_webhook_events_occurredAt', columnNames: ['occurredAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('webhook_events', 'IDX_webhook_events_occurredAt');
    await queryRunner.dropIndex('webhook_deliveries', 'IDX_webhook_deliveries_status_updatedAt');
    await queryRunner.dropIndex('idempotency_keys', 'IDX_idempotency_keys_expiresAt');
  }
}
