import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Upload } from './Upload';

export const UPLOAD_FILES_UPLOAD_INDEX = 'IDX_upload_files_uploadId';
export const UPLOAD_FILES_CASE_INDEX = 'IDX_upload_files_caseId';
export const UPLOAD_FILES_UPLOAD_FK = 'FK_upload_files_uploadId';

/**
 * A file of an upload (interface "Upload": files). ZIP members replace their ZIP, each with its
 * own row (decision "Further open points"); a member of an unsupported type is listed (status 'unsupported') but has no
 * stored object (interface "POST /cases": a ZIP member of an unsupported type is listed in
 * the upload's files but not processed).
 */
@Entity({ name: 'upload_files' })
export class UploadFile {
  /** The fileId of the API. */
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  @Index(UPLOAD_FILES_UPLOAD_INDEX)
  @Column({ type: 'varchar', length: 24 })
  uploadId!: string;

  @ManyToOne(() => Upload, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'uploadId', foreignKeyConstraintName: UPLOAD_FILES_UPLOAD_FK })
  upload?: Upload;

  @Index(UPLOAD_FILES_CASE_INDEX)
  @Column({ type: 'varchar', length: 24 })
  caseId!: string;

  /** Order in the upload, from 0 (the order of the request's files, ZIP members in place). */
  @Column({ type: 'integer' })
  position!: number;

  /** Display name; `<zip name>/<member path>` for a ZIP member (decision "Further open points"). Never a storage key. */
  @Column({ type: 'varchar', length: 1024 })
  fileName!: string;

  /** FileKind decided from the content; null for an unsupported member. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  kind!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  mediaType!: string | null;

  /** Bytes; every file is at most 100 MiB (Limits), far inside int. */
  @Column({ type: 'integer' })
  size!: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  sha256!: string | null;

  /** Where the file is stored (`uploadFileKey`; files of older uploads keep their earlier key); null when nothing is stored. */
  @Column({ type: 'varchar', length: 512, nullable: true })
  storageKey!: string | null;

  /** 'queued' | 'processing' | 'completed' | 'failed' | 'unsupported' (decision "Status values") */
  @Column({ type: 'varchar', length: 16 })
  status!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  statusReason!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
