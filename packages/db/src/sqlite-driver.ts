import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * better-sqlite3 12 wraps statements in `node::ObjectWrap`; from Node 24.19 on, Node aborts when
 * the garbage collector frees one outside a JavaScript context. Version 13 is built on Node-API
 * (no such hook) but needs Node 22, and segfaults on Node 20. So Node 22 and later load 13, and
 * Node 20 loads 12, installed under an alias as an optional dependency (decision 036).
 */
export const SQLITE_DRIVER_FOR_NODE_20 = 'better-sqlite3-node20';
export const SQLITE_DRIVER = 'better-sqlite3';

export function sqliteDriverPackage(nodeVersion: string = process.versions.node): string {
  const major = Number(nodeVersion.replace(/^v/, '').split('.')[0]);
  return major >= 22 ? SQLITE_DRIVER : SQLITE_DRIVER_FOR_NODE_20;
}

export type SqliteDriver = typeof BetterSqlite3;

const require = createRequire(import.meta.url);
let loaded: SqliteDriver | undefined;

/** The SQLite driver built for the running Node release, loaded on first use. */
export function loadSqliteDriver(): SqliteDriver {
  if (loaded) return loaded;
  const name = sqliteDriverPackage();
  try {
    loaded = require(name) as SqliteDriver;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(
      `The SQLite driver for Node.js ${process.version} (${name}) could not be loaded: ${reason}. ` +
        'Run `npm install` again with this Node.js release, or set DATABASE_URL to use PostgreSQL.',
      { cause: error },
    );
  }
  return loaded;
}
