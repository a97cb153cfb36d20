import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Organization } from './Organization';

/*
 * Column types follow the portability rules in Organization.ts. `type` and `status` are
 * plain varchar(16), not enums: a DB enum is MySQL-only (TypeORM emulates it with a CHECK
 * on SQLite) and the domain validates the values.
 *
 * The index and foreign-key names are fixed because the migration creates them with the
 * same names; the schema builder compares them by name (no diff after migrations).
 */
export const API_KEYS_ORGANIZATION_INDEX = 'IDX_api_keys_organizationId';
export const API_KEYS_ORGANIZATION_FK = 'FK_api_keys_organizationId';

@Entity({ name: 'api_keys' })
export class ApiKey {
  /** The public part of the key (`ck_<id>_<secret>`). */
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  @Index(API_KEYS_ORGANIZATION_INDEX)
  @Column({ type: 'varchar', length: 24 })
  organizationId!: string;

  // Only declared so that the entity metadata knows the foreign key the migration
  // creates; repositories never load it.
  @ManyToOne(() => Organization, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'organizationId', foreignKeyConstraintName: API_KEYS_ORGANIZATION_FK })
  organization?: Organization;

  /** 'partner' | 'internal' | 'operator' */
  @Column({ type: 'varchar', length: 16 })
  type!: string;

  /** 'active' | 'inactive' | 'revoked' */
  @Column({ type: 'varchar', length: 16 })
  status!: string;

  /** Hex SHA-256 of the secret part; the raw key is never stored (decision "Processes and configuration"). */
  @Column({ type: 'varchar', length: 64 })
  secretHash!: string;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  expiresAt!: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastUsedAt!: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
