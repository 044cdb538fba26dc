/**
 * The JSON state file of earlier versions (`--state file.json` held the mock's snapshot as JSON).
 * Such a file is converted once: its snapshot is checked and loaded into the mock, the file moves
 * aside to `<file>.json-backup`, and the caller creates the database at the same path and writes
 * the loaded state into it. A file that is not a valid snapshot is left where it is.
 */
import { promises as fs } from 'node:fs';
import type { Mock } from '../domain/mock';

/** Loads the JSON snapshot at `path` into `mock` and moves the file aside; answers where to. */
export async function migrateJsonState(path: string, mock: Mock): Promise<string> {
  const text = await fs.readFile(path, 'utf8');
  let snapshot: unknown;
  try {
    snapshot = JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(
      `The state file ${path} is not valid JSON (${(error as Error).message}); fix or remove it.`,
      {
        cause: error,
      },
    );
  }
  try {
    mock.restore(snapshot);
  } catch (error) {
    throw new Error(
      `The JSON state file ${path} could not be loaded (${error instanceof Error ? error.message : String(error)}); fix or remove it.`,
      { cause: error },
    );
  }
  let backup = `${path}.json-backup`;
  for (let n = 2; await exists(backup); n++) backup = `${path}.json-backup-${n}`;
  await fs.rename(path, backup);
  return backup;
}

async function exists(path: string): Promise<boolean> {
  try {
    await fs.access(path);
    return true;
  } catch {
    return false;
  }
}
