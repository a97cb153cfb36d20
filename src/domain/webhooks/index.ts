export * from './configs';
export * from './deliveries';
export * from './events';
export * from './targets';
