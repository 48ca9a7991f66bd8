export * from './common.contract';
export * from './activities.contract';
export * from './analytics.contract';
export * from './navigation.contract';
export * from './auth.contract';
