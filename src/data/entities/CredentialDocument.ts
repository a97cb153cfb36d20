import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Credential } from './Credential';
import { UploadFile } from './UploadFile';

export const CREDENTIAL_DOCUMENTS_FILE_INDEX = 'IDX_credential_documents_fileId';
export const CREDENTIAL_DOCUMENTS_CREDENTIAL_FK = 'FK_credential_documents_credentialId';
export const CREDENTIAL_DOCUMENTS_FILE_FK = 'FK_credential_documents_fileId';

/**
 * Which files make up a credential (classification's grouping, or every accepted file of an
 * upload sent with classify=false). Column types follow the portability rules in Organization.ts.
 */
@Entity({ name: 'credential_documents' })
export class CredentialDocument {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  credentialId!: string;

  @ManyToOne(() => Credential, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'credentialId', foreignKeyConstraintName: CREDENTIAL_DOCUMENTS_CREDENTIAL_FK })
  credential?: Credential;

  /** The upload file (the document id of classification). */
  @Index(CREDENTIAL_DOCUMENTS_FILE_INDEX)
  @PrimaryColumn({ type: 'varchar', length: 24 })
  fileId!: string;

  @ManyToOne(() => UploadFile, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'fileId', foreignKeyConstraintName: CREDENTIAL_DOCUMENTS_FILE_FK })
  file?: UploadFile;

  /**
   * 'transcript' | 'diploma' | 'marksheet' | 'other' as classification decided; null when the
   * upload was sent with classify=false (nothing was classified; extraction detects the kind).
   */
  @Column({ type: 'varchar', length: 16, nullable: true })
  documentKind!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
