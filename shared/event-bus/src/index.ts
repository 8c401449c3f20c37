export * from './bus';
export * from './topics';
