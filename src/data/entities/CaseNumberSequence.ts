import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The global case-number sequence (decision "Identifiers"): one row per number drawn; case number = 100000 + id.
 * A table with an auto-increment key is the portable sequence (MySQL/MariaDB have no SEQUENCE
 * in common, SQLite none at all). Rows are never deleted, so a number is never drawn twice
 * (SQLite's AUTOINCREMENT and InnoDB's persisted counter do not go back either). A number
 * drawn by a transaction that rolls back is a gap, which decision "Identifiers" allows.
 */
@Entity({ name: 'case_number_sequence' })
export class CaseNumberSequence {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** Only so that an insert has a value to write; also tells when a number was drawn. */
  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;
}
