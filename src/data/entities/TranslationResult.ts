import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UploadFile } from './UploadFile';

export const TRANSLATION_RESULTS_CASE_INDEX = 'IDX_translation_results_caseId';
export const TRANSLATION_RESULTS_FILE_FK = 'FK_translation_results_fileId';

/**
 * The translation stage of one file (interface "Translation file"). The row appears when the
 * stage starts; a file of a translation upload without a row is still `queued`. The HTML lives in
 * storage (it can be megabytes), the row only names it.
 */
@Entity({ name: 'translation_results' })
export class TranslationResult {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  fileId!: string;

  @ManyToOne(() => UploadFile, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'fileId', foreignKeyConstraintName: TRANSLATION_RESULTS_FILE_FK })
  file?: UploadFile;

  @Index(TRANSLATION_RESULTS_CASE_INDEX)
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

  /** Language of the source document. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  languageCode!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  language!: string | null;

  /** Storage key of the JSON {htmlPages, htmlRepresentation}; null until completed. */
  @Column({ type: 'varchar', length: 512, nullable: true })
  pagesKey!: string | null;

  /** Storage key of the translated PDF (htmlUrl); null until completed. */
  @Column({ type: 'varchar', length: 512, nullable: true })
  pdfKey!: string | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
