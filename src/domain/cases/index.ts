/** Cases and uploads: the rules and use-cases of the partner interface's Cases section. */
export * from './types';
export * from './statuses';
export * from './views';
export * from './metadata';
export * from './lookup';
export * from './storageKeys';
export * from './idempotency';
export * from './submission';
export * from './queries';
export * from './deletion';
export * from './operatorCases';
