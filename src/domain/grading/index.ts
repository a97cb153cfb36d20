/* Grading-scale tables and conversions (docs/grading-scales.md). */
export * from './scales';
export * from './convert';
export * from './operations';
