/**
 * The state file of the HTTP server (`--state file.json`): the mock's snapshot as JSON. Written
 * safely: the text goes to a temporary file in the same directory, is flushed to the disk
 * (fsync), and only then renamed over the state file, which is atomic on POSIX file systems. A
 * crash at any moment leaves either the old file or the new one, never a mix; a temporary file
 * it leaves behind is removed at the next start.
 */
import { randomUUID } from 'node:crypto';
import { promises as nodeFs } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The file operations used, injectable to prove what a failure halfway leaves behind. */
export type StateFs = Pick<typeof nodeFs, 'open' | 'rename' | 'rm' | 'readFile' | 'readdir'>;

const tempPrefix = (path: string) => `.${basename(path)}.`;
const TEMP_SUFFIX = '.tmp';

/** Writes `text` to `path` atomically (temporary file, fsync, rename). */
export async function writeStateFile(path: string, text: string, fs: StateFs = nodeFs): Promise<void> {
  const dir = dirname(path);
  const temp = join(dir, `${tempPrefix(path)}${randomUUID().slice(0, 8)}${TEMP_SUFFIX}`);
  try {
    const handle = await fs.open(temp, 'w', 0o644);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, path);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  // The rename itself reaches the disk with the directory; not every platform can sync one.
  try {
    const handle = await fs.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Best effort.
  }
}

/**
 * The state in the file, or undefined when there is no file. A file that is not JSON throws
 * (rather than being overwritten): it may be the only copy of someone's data.
 */
export async function readStateFile(path: string, fs: StateFs = nodeFs): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(
      `The state file ${path} is not valid JSON (${(error as Error).message}); fix or remove it.`,
      { cause: error },
    );
  }
}

/** Removes temporary files an interrupted write left beside the state file. */
export async function removeStaleTemps(path: string, fs: StateFs = nodeFs): Promise<string[]> {
  const dir = dirname(path);
  const prefix = tempPrefix(path);
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const stale = names.filter((name) => name.startsWith(prefix) && name.endsWith(TEMP_SUFFIX));
  await Promise.all(stale.map((name) => fs.rm(join(dir, name), { force: true })));
  return stale;
}
