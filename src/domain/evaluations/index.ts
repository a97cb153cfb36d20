/* The evaluation core. */
export * from './types';
export * from './selection';
export * from './aggregate';
export * from './combinedRules';
export * from './validation';
export * from './views';
export * from './state';
export * from './read';
export * from './transition';
export * from './combined';
export * from './operator';
export * from './targetInstitutes';
export * from './afterProcessing';
export * from './reportValidity';
export * from './draft';
