/** Where a statement's files live: `<data>/<tenant>/<id>/` holds source.pdf and exports/. */
import { mkdir, readdir, rename, rm, open } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

export const statementDir = (dataDir: string, tenant: string, id: string): string => join(dataDir, tenant, id);
export const sourcePath = (dataDir: string, tenant: string, id: string): string => join(statementDir(dataDir, tenant, id), 'source.pdf');
export const uploadTmpDir = (dataDir: string): string => join(dataDir, 'tmp');

/** Writes `data` to `dest` so a reader sees either nothing or all of it, and it is on disk before we say so. */
export async function writeDurable(dest: string, data: Uint8Array | string): Promise<void> {
  const tmp = `${dest}.${randomUUID()}.part`;
  const fh = await open(tmp, 'w');
  try {
    await fh.writeFile(data);
    await fh.sync();
  } finally {
    await fh.close();
  }
  await rename(tmp, dest);
  await syncDir(join(dest, '..'));
}

/** A rename is durable once its directory is synced, not before. */
async function syncDir(dir: string): Promise<void> {
  const fh = await open(dir, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Moves an uploaded temp file (same filesystem: under <data>/tmp) into the statement's folder, synced. */
export async function adoptUpload(tmpPath: string, dest: string): Promise<void> {
  await mkdir(join(dest, '..'), { recursive: true });
  const fh = await open(tmpPath, 'r+');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
  await rename(tmpPath, dest);
  await syncDir(join(dest, '..'));
}

export async function removeStatementFiles(dataDir: string, tenant: string, id: string): Promise<void> {
  await rm(statementDir(dataDir, tenant, id), { recursive: true, force: true });
}

/**
 * Removes what a crash can leave between writing a file and committing its row: temp uploads and statement folders
 * with no statement. Only safe while no other process writes the folder, i.e. for the embedded store under its lock.
 */
export async function removeOrphans(dataDir: string, known: (tenant: string, id: string) => Promise<boolean>): Promise<string[]> {
  const removed: string[] = [];
  for (const f of await readdir(uploadTmpDir(dataDir)).catch(() => [] as string[])) {
    await rm(join(uploadTmpDir(dataDir), f), { force: true, recursive: true });
    removed.push(join('tmp', f));
  }
  for (const tenant of await readdir(dataDir, { withFileTypes: true })) {
    if (!tenant.isDirectory() || tenant.name === 'db' || tenant.name === 'tmp') continue;
    for (const id of await readdir(join(dataDir, tenant.name))) {
      if (!(await known(tenant.name, id))) {
        await rm(join(dataDir, tenant.name, id), { recursive: true, force: true });
        removed.push(join(tenant.name, id));
      }
    }
  }
  return removed;
}
