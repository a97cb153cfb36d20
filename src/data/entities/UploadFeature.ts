import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Upload } from './Upload';

export const UPLOAD_FEATURES_UPLOAD_FK = 'FK_upload_features_uploadId';

/**
 * A feature of an upload (interface "Upload": features). Only a requested feature, or one an
 * operator started later, has a row: "a feature that never ran is not listed".
 */
@Entity({ name: 'upload_features' })
export class UploadFeature {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  uploadId!: string;

  @ManyToOne(() => Upload, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'uploadId', foreignKeyConstraintName: UPLOAD_FEATURES_UPLOAD_FK })
  upload?: Upload;

  /** 'extraction' | 'forensics' | 'translation' */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  name!: string;

  /** 'queued' | 'processing' | 'completed' | 'failed' (decision "Status values") */
  @Column({ type: 'varchar', length: 16 })
  status!: string;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
