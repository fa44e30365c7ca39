import { readFileSync } from 'node:fs';

/**
 * The text of a file in src/database/sql/. Found from this module's own place: src/database/ when
 * run from the sources (tests), dist/database/ when built. Both are one level below api/, so the
 * same relative path reaches the source file (tsc copies no .sql), as widget-script.ts reaches
 * api/widget/.
 */
export function readSqlFile(name: string): string {
  return readFileSync(new URL(`../../src/database/sql/${name}`, import.meta.url), 'utf8');
}
