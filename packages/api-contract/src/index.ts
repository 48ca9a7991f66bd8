export * from './common.contract';
export * from './activities.contract';
export * from './analytics.contract';
