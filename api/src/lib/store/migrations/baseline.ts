import type { Migration } from './run-migrations';

/**
 * Version 1: the layout every store had before versions were recorded (the collections as the
 * modules declare them, dates as ISO strings, files named by 32 or 24 hex). Nothing to change:
 * it only records that the store is at version 1.
 */
export const baseline: Migration = {
  version: 1,
  name: 'baseline',
  up: async () => undefined,
};
