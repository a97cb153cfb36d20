/** The results routes' read side (interface "Results") and the stored result shapes. */
export * from './views';
export * from './stored';
export * from './urls';
export * from './selectors';
export * from './read';
export * from './artifacts';
