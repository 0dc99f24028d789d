export * from './families';
export * from './auth';
export * from './enrollment';
export * from './exam';
export * from './staff';
export * from './errors';
export * from './scoring';
export * from './validation';
