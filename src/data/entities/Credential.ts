import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Case } from './Case';
import { Upload } from './Upload';

export const CREDENTIALS_CASE_INDEX = 'IDX_credentials_caseId';
export const CREDENTIALS_UPLOAD_INDEX = 'IDX_credentials_uploadId';
export const CREDENTIALS_CASE_FK = 'FK_credentials_caseId';
export const CREDENTIALS_UPLOAD_FK = 'FK_credentials_uploadId';

/**
 * A credential of a case: one per education qualification found, or the one `academic`
 * credential of an upload sent with classify=false (decision "Status values"). Processing adds its results in tables
 * of its own.
 */
@Entity({ name: 'credentials' })
export class Credential {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  @Index(CREDENTIALS_CASE_INDEX)
  @Column({ type: 'varchar', length: 24 })
  caseId!: string;

  @ManyToOne(() => Case, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'caseId', foreignKeyConstraintName: CREDENTIALS_CASE_FK })
  case?: Case;

  /** null for a credential an operator added by hand (interface "Case"). */
  @Index(CREDENTIALS_UPLOAD_INDEX)
  @Column({ type: 'varchar', length: 24, nullable: true })
  uploadId!: string | null;

  @ManyToOne(() => Upload, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'uploadId', foreignKeyConstraintName: CREDENTIALS_UPLOAD_FK })
  upload?: Upload | null;

  /** 'academic' | 'uncategorized' (decision "Status values") */
  @Column({ type: 'varchar', length: 16 })
  credentialType!: string;

  /** Extraction state: 'queued' | 'processing' | 'completed' | 'failed' (decision "Status values") */
  @Column({ type: 'varchar', length: 16 })
  status!: string;

  /** A credential deleted by an operator answers 404 on the results routes. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  deletedAt!: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
