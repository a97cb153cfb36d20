import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Organization } from './Organization';

/** Slots of each organization (0 to 31), all made with the organization. */
export const CASE_COUNT_SLOTS = 32;

export const ORGANIZATION_CASE_COUNT_SLOTS_ORGANIZATION_FK = 'FK_organization_case_count_slots_organizationId';

/**
 * Changes of an organization's count of active cases since `organizations.activeCaseCount`, spread
 * over a few rows per organization (migration OrganizationCaseCountSlots): the count is
 * `activeCaseCount` plus the sum of the organization's slots. A transaction that creates or
 * deletes a case adds its +1 or -1 to one slot, so simultaneous new cases of one organization
 * hold different rows instead of all waiting for its one row until each commits
 * (src/data/repositories/cases.ts).
 */
@Entity({ name: 'organization_case_count_slots' })
export class OrganizationCaseCountSlot {
  // The primary key (organizationId first) serves the foreign key.
  @PrimaryColumn({ type: 'varchar', length: 24 })
  organizationId!: string;

  @ManyToOne(() => Organization, { onDelete: 'RESTRICT', onUpdate: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'organizationId', foreignKeyConstraintName: ORGANIZATION_CASE_COUNT_SLOTS_ORGANIZATION_FK })
  organization?: Organization;

  @PrimaryColumn({ type: 'int' })
  slot!: number;

  /** Cases created minus cases deleted through this slot; may be negative. */
  @Column({ type: 'int' })
  delta!: number;
}
