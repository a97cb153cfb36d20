import { Column, Entity, PrimaryColumn } from 'typeorm';

/*
 * Portability (SQLite is the embedded default of `npm start`, MySQL/MariaDB in
 * production): every column uses a type both TypeORM drivers accept. Ids are
 * varchar(24), not char(24): TypeORM's SQLite driver rejects `char`, and with utf8mb4
 * InnoDB stores char as variable-length anyway. Timestamps are set in code, not by DB
 * defaults (CURRENT_TIMESTAMP(3) is MySQL-only). Every @Column names its type because
 * tsx emits no decorator metadata.
 */
@Entity({ name: 'organizations' })
export class Organization {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /**
   * Cases not deleted, together with the changes in the organization's case count slots
   * (OrganizationCaseCountSlot), where insertCase and softDeleteCase record them (GET /cases `meta.total`).
   */
  @Column({ type: 'int' })
  activeCaseCount!: number;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
