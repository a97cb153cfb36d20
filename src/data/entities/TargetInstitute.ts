import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Organization } from './Organization';

export const TARGET_INSTITUTES_ORG_INDEX = 'IDX_target_institutes_organizationId_name';
export const TARGET_INSTITUTES_ORGANIZATION_FK = 'FK_target_institutes_organizationId';

/**
 * An institute an evaluation can be made for (interface "Target institute"), managed by the
 * organization's operators. Column types follow the portability rules in Organization.ts.
 */
@Entity({ name: 'target_institutes' })
// The organization's list, by name; also serves the foreign key.
@Index(TARGET_INSTITUTES_ORG_INDEX, ['organizationId', 'name'])
export class TargetInstitute {
  @PrimaryColumn({ type: 'varchar', length: 24 })
  id!: string;

  @Column({ type: 'varchar', length: 24 })
  organizationId!: string;

  @ManyToOne(() => Organization, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'organizationId', foreignKeyConstraintName: TARGET_INSTITUTES_ORGANIZATION_FK })
  organization?: Organization;

  /** The partner model's maxLength (target_institute.yml). */
  @Column({ type: 'varchar', length: 500 })
  name!: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
