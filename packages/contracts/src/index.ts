export * from './common';
export * from './auth';
export type * from './remotes';
export * from './content';
export * from './catalog';
export * from './orders';
export * from './localized';
