/**
 * Exclusive lock on a data folder. PGlite does not lock its directory and two processes opening it lose writes
 * silently (SERVICE-STACK.md), so whoever opens the embedded store takes this lock first.
 */
import { openSync, closeSync, writeSync, readFileSync, unlinkSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ServiceError } from './errors.js';

export interface DirLock {
  path: string;
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else; it still holds the folder.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dir: string): DirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'service.lock');
  for (let tries = 0; tries < 2; tries++) {
    try {
      // O_EXCL makes creation the test-and-set: of two processes racing, exactly one creates the file.
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          try {
            if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(path, 'utf8').trim());
      // Our own pid counts as held: a second store in the same process would corrupt it just the same.
      if (Number.isSafeInteger(pid) && pid > 0 && (pid === process.pid || alive(pid))) {
        throw new ServiceError('DATA_DIR_LOCKED', `data folder ${dir} is in use by process ${pid} (${path})`);
      }
      // Left by a process that died (kill -9, power loss): nobody holds the folder any more.
      unlinkSync(path);
    }
  }
  throw new ServiceError('DATA_DIR_LOCKED', `cannot take the lock ${path}`);
}
