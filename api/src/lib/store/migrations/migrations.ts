import { baseline } from './baseline';
import type { Migration } from './run-migrations';

/**
 * Every migration of the store, in order: version n is at index n - 1. A new one is appended with
 * the next version; it must be idempotent (a crash may stop it before its version is recorded,
 * and several API instances on one MongoDB may run it at once) and work through the `Store` port,
 * so both stores run it alike. It runs after the modules have declared their collections (and
 * the indexes are built), before their start-up steps.
 */
export const MIGRATIONS: readonly Migration[] = [baseline];

/** The schema version this build writes: a store at a higher one was written by a newer build. */
export const SCHEMA_VERSION = MIGRATIONS.length;
