export * from './access';
export * from './auth';
export * from './errors';
export * from './health';
export * from './languages';
export * from './profile';
export * from './rewards';
export * from './subscriptions';
