import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UploadFile } from './UploadFile';

export const FORENSIC_RESULTS_CASE_INDEX = 'IDX_forensic_results_caseId';
export const FORENSIC_RESULTS_FILE_FK = 'FK_forensic_results_fileId';

/**
 * The forensics stage of one file (interface "Forensics item"). The row appears when the stage
 * starts; a file of a forensics upload without a row is still `queued`.
 */
@Entity({ name: 'forensic_results' })
export class ForensicResult {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  fileId!: string;

  @ManyToOne(() => UploadFile, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'fileId', foreignKeyConstraintName: FORENSIC_RESULTS_FILE_FK })
  file?: UploadFile;

  @Index(FORENSIC_RESULTS_CASE_INDEX)
  @Column({ type: 'varchar', length: 24 })
  caseId!: string;

  @Column({ type: 'varchar', length: 24 })
  uploadId!: string;

  /** The credential the file belongs to when classification ran (decision "Further open points"); null otherwise. */
  @Column({ type: 'varchar', length: 24, nullable: true })
  credentialId!: string | null;

  /** 'queued' | 'processing' | 'completed' | 'failed' (decision "Status values") */
  @Column({ type: 'varchar', length: 16 })
  status!: string;

  /** JSON of the findings (verdict, checks, ...); null until completed. */
  @Column({ type: 'text', nullable: true })
  result!: string | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** Storage key of the report PDF; null until completed. */
  @Column({ type: 'varchar', length: 512, nullable: true })
  reportKey!: string | null;

  /** Storage key of the viewer page; null until completed. */
  @Column({ type: 'varchar', length: 512, nullable: true })
  viewerKey!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
