export * from './family-definition';
export * from './registry';
export * from './manifest';
export * from './languages';
