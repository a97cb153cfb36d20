/*
 * "When a credential has several evaluations for the same target, every endpoint uses the same
 * one: a completed one if any exists, otherwise the first" (interface "Evaluation row status").
 * This module is that rule; the evaluation and combined endpoints, the aggregate status, the
 * combined production and the reports all select through it.
 */

/** What the rule looks at. */
export interface SelectableRow {
  id: string;
  targetInstituteId: string | null;
  status: 'queued' | 'processing' | 'completed';
  createdAt: Date;
}

/** The key of a target: the target institute id, or '' for the general evaluation. */
export function targetKeyOf(targetInstituteId: string | null): string {
  return targetInstituteId ?? '';
}

/** Creation order: createdAt (millisecond precision), then id. "The first" is the oldest. */
export function byCreation(a: SelectableRow, b: SelectableRow): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The one row shown among `rows` (all for the same credential and target): the first completed
 * one in creation order if any is completed, otherwise the first. Several completed ones: the
 * first of them, so the choice does not move when another is completed later. null for none.
 */
export function selectRow<R extends SelectableRow>(rows: readonly R[]): R | null {
  const ordered = [...rows].sort(byCreation);
  return ordered.find((r) => r.status === 'completed') ?? ordered[0] ?? null;
}

/**
 * One row per target among one credential's rows, chosen by `selectRow`: the general row first,
 * then the targets in the order their first evaluation was created.
 */
export function selectRows<R extends SelectableRow>(rows: readonly R[]): R[] {
  const groups = new Map<string, R[]>();
  for (const r of [...rows].sort(byCreation)) {
    const key = targetKeyOf(r.targetInstituteId);
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  const keys = [...groups.keys()].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : 0));
  return keys.map((k) => selectRow(groups.get(k)!)!);
}

/** The row shown for one target among a credential's rows (null = general), or null if it has none. */
export function selectRowFor<R extends SelectableRow>(rows: readonly R[], targetInstituteId: string | null): R | null {
  const key = targetKeyOf(targetInstituteId);
  return selectRow(rows.filter((r) => targetKeyOf(r.targetInstituteId) === key));
}
