import type { Db } from '../data/repositories/organizations';
import { refreshChangedAggregates } from './evaluations/afterProcessing';
import { withUnitOfWork, type UnitOfWork } from './unitOfWork';

/**
 * The unit of work of a use-case that changes what a case's evaluation aggregate depends on
 * (cases, processing): the case changes it records (`uow.record`) are handed after commit to the
 * one handler that recomputes the aggregate. The one place that says what follows such a change,
 * so the use-cases name no after-commit step and import nothing of src/domain/evaluations for it.
 */
export function withCaseUnitOfWork<T>(db: Db, fn: (uow: UnitOfWork) => Promise<T>): Promise<T> {
  return withUnitOfWork(db, fn, [refreshChangedAggregates]);
}
