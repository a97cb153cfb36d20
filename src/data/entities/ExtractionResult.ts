import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Credential } from './Credential';

export const EXTRACTION_RESULTS_CASE_INDEX = 'IDX_extraction_results_caseId';
export const EXTRACTION_RESULTS_CREDENTIAL_FK = 'FK_extraction_results_credentialId';

/**
 * The extraction result of a credential (interface "Extraction credential"). The extraction state
 * itself is the credential's status (decision "Status values"); this row holds what the stage produced, or why it failed.
 */
@Entity({ name: 'extraction_results' })
export class ExtractionResult {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  credentialId!: string;

  // The primary key serves this foreign key (no separate index).
  @ManyToOne(() => Credential, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'credentialId', foreignKeyConstraintName: EXTRACTION_RESULTS_CREDENTIAL_FK })
  credential?: Credential;

  /** So that deleting the case finds its rows without a join (decision "Deletion"). */
  @Index(EXTRACTION_RESULTS_CASE_INDEX)
  @Column({ type: 'varchar', length: 24 })
  caseId!: string;

  /** Null for a credential an operator added by hand: no upload produced it. */
  @Column({ type: 'varchar', length: 24, nullable: true })
  uploadId!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  languageCode!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  language!: string | null;

  /** JSON {candidate, institution, qualification, courses}; null when the stage failed. */
  @Column({ type: 'text', nullable: true })
  result!: string | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
