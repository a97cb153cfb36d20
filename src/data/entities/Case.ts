import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Organization } from './Organization';

/*
 * Column types follow the portability rules in Organization.ts; index and foreign-key names
 * are fixed because the migration creates them under the same names (see ApiKey.ts).
 */
export const CASES_ORG_EXTERNAL_ID_UNIQUE = 'UQ_cases_organizationId_externalIdHash';
export const CASES_ORG_CREATED_INDEX = 'IDX_cases_organizationId_createdAt';
export const CASES_CASE_NUMBER_UNIQUE = 'UQ_cases_caseNumber';
export const CASES_ORGANIZATION_FK = 'FK_cases_organizationId';

/**
 * A case (interface "Case"). Soft-deleted (decision "Deletion"): the row stays, with `deletedAt` set, so that
 * its externalId stays reserved; every read filters `deletedAt IS NULL`.
 */
@Entity({ name: 'cases' })
// "externalId unique per organization" is enforced on the SHA-256 of the externalId, not on the
// column itself: MariaDB's default collation compares case-insensitively and ignores trailing
// spaces ('APP-1' = 'app-1 '), SQLite compares bytes. A lowercase hex digest compares the same
// on every backend, so uniqueness is exact everywhere. NULL (an operator case not linked yet)
// never collides. A soft-deleted case keeps its row, so its externalId stays taken (decision "Deletion").
@Index(CASES_ORG_EXTERNAL_ID_UNIQUE, ['organizationId', 'externalIdHash'], { unique: true })
// The case list (decision "Listing cases"): an organization's cases, newest first. Also serves the foreign key.
@Index(CASES_ORG_CREATED_INDEX, ['organizationId', 'createdAt', 'id'])
export class Case {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  @Column({ type: 'varchar', length: 24 })
  organizationId!: string;

  // Declared for the foreign key only; repositories never load it.
  @ManyToOne(() => Organization, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'organizationId', foreignKeyConstraintName: CASES_ORGANIZATION_FK })
  organization?: Organization;

  /** null for an operator-created case until it is linked (interface "Case"). */
  @Column({ type: 'varchar', length: 128, nullable: true })
  externalId!: string | null;

  /** Hex SHA-256 of the UTF-8 externalId; null exactly when externalId is null. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  externalIdHash!: string | null;

  /** 100000 + the id drawn from case_number_sequence (decision "Identifiers": from 100001, never reused). */
  @Index(CASES_CASE_NUMBER_UNIQUE, { unique: true })
  @Column({ type: 'integer' })
  caseNumber!: number;

  /** 'partner' (POST /cases) | 'operator' (operator UI). A linked case stays 'operator'. */
  @Column({ type: 'varchar', length: 16 })
  origin!: string;

  /** When an operator case was linked to an externalId through POST /cases `caseId`. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  linkedAt!: Date | null;

  /** JSON object of string/number/boolean values. */
  @Column({ type: 'text' })
  metadata!: string;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  deletedAt!: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
