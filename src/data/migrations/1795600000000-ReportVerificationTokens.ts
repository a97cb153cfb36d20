import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/*
 * A report id carries only about 40 bits of randomness, too few for a public page that names
 * the candidate. Each issued report gets a verification token (192 random bits) that the printed
 * link carries; only its SHA-256 is stored, like API keys. Reports issued before this migration
 * have no token, so their old links (report id only) no longer verify: the page answers 404 for
 * anything but a report id with its token. Portable and frozen like the earlier migrations
 * (QueryRunner Table API; on SQLite TypeORM rebuilds the table, keeping its index and foreign key).
 */
export class ReportVerificationTokens1795600000000 implements MigrationInterface {
  name = 'ReportVerificationTokens1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('reports', new TableColumn({ name: 'verificationTokenHash', type: 'varchar', length: '64', isNullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('reports', 'verificationTokenHash');
  }
}
