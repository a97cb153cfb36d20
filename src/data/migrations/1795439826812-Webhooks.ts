import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/*
 * Webhook configurations, events, deliveries, attempts and the per-case event streams
 * (src/data/entities/Webhooks.ts). Portable and frozen like the earlier migrations; names and
 * definitions match the entities (test/integration/migrations.test.ts).
 */

const id = { type: 'varchar', length: '24' } as const;
const timestamp = { type: 'datetime', precision: 3 } as const;
const short = { type: 'varchar', length: '16' } as const;

function restrictFk(name: string, column: string, table: string): TableForeignKey {
  return new TableForeignKey({ name, columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete: 'RESTRICT', onUpdate: 'RESTRICT' });
}

export class Webhooks1795439826812 implements MigrationInterface {
  name = 'Webhooks1795439826812';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'webhook_configs',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'organizationId', ...id },
          { name: 'endpoint', type: 'varchar', length: '2048' },
          { name: 'audience', ...short },
          { name: 'description', type: 'varchar', length: '500', isNullable: true },
          { name: 'secret', type: 'varchar', length: '256' },
          { name: 'createdAt', ...timestamp },
          { name: 'updatedAt', ...timestamp },
          { name: 'deletedAt', ...timestamp, isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('webhook_configs', new TableIndex({ name: 'IDX_webhook_configs_organizationId', columnNames: ['organizationId'] }));
    await queryRunner.createForeignKey('webhook_configs', restrictFk('FK_webhook_configs_organizationId', 'organizationId', 'organizations'));

    await queryRunner.createTable(
      new Table({
        name: 'webhook_streams',
        columns: [
          { name: 'caseId', ...id, isPrimary: true },
          { name: 'stream', ...short, isPrimary: true },
          { name: 'seq', type: 'integer' },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'webhook_events',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'organizationId', ...id },
          { name: 'caseId', ...id },
          { name: 'eventName', type: 'varchar', length: '64' },
          { name: 'stream', ...short },
          { name: 'seq', type: 'integer' },
          { name: 'body', type: 'text' },
          { name: 'occurredAt', ...timestamp },
        ],
      }),
    );
    await queryRunner.createIndex('webhook_events', new TableIndex({ name: 'IDX_webhook_events_caseId', columnNames: ['caseId'] }));

    await queryRunner.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'eventId', ...id },
          { name: 'webhookConfigId', ...id },
          { name: 'caseId', ...id },
          { name: 'stream', ...short },
          { name: 'seq', type: 'integer' },
          { name: 'status', ...short },
          { name: 'attempts', type: 'integer' },
          { name: 'waiting', type: 'integer' },
          { name: 'lastStatusCode', type: 'integer', isNullable: true },
          { name: 'lastError', type: 'varchar', length: '500', isNullable: true },
          { name: 'createdAt', ...timestamp },
          { name: 'updatedAt', ...timestamp },
          { name: 'deliveredAt', ...timestamp, isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('webhook_deliveries', new TableIndex({ name: 'IDX_webhook_deliveries_eventId', columnNames: ['eventId'] }));
    await queryRunner.createIndex(
      'webhook_deliveries',
      new TableIndex({ name: 'IDX_webhook_deliveries_stream', columnNames: ['webhookConfigId', 'caseId', 'stream', 'seq'] }),
    );
    await queryRunner.createForeignKey('webhook_deliveries', restrictFk('FK_webhook_deliveries_eventId', 'eventId', 'webhook_events'));
    await queryRunner.createForeignKey('webhook_deliveries', restrictFk('FK_webhook_deliveries_webhookConfigId', 'webhookConfigId', 'webhook_configs'));

    await queryRunner.createTable(
      new Table({
        name: 'webhook_attempts',
        columns: [
          { name: 'id', ...id, isPrimary: true },
          { name: 'deliveryId', ...id },
          { name: 'attempt', type: 'integer' },
          { name: 'startedAt', ...timestamp },
          { name: 'durationMs', type: 'integer' },
          { name: 'statusCode', type: 'integer', isNullable: true },
          { name: 'error', type: 'varchar', length: '500', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex('webhook_attempts', new TableIndex({ name: 'IDX_webhook_attempts_deliveryId', columnNames: ['deliveryId'] }));
    await queryRunner.createForeignKey('webhook_attempts', restrictFk('FK_webhook_attempts_deliveryId', 'deliveryId', 'webhook_deliveries'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('webhook_attempts');
    await queryRunner.dropTable('webhook_deliveries');
    await queryRunner.dropTable('webhook_events');
    await queryRunner.dropTable('webhook_streams');
    await queryRunner.dropTable('webhook_configs');
  }
}
