import fs from 'node:fs';
import path from 'node:path';

const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process. A second process (or a second store in this
 * process) on the same directory is refused with a message that names the holder.
 * A lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, '.lock');
  if (held.has(file)) {
    throw new Error(`Data directory ${dir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      held.add(file);
      return () => {
        held.delete(file);
        fs.rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new Error(
          `Data directory ${dir} is in use by another API process (pid ${pid}). ` +
            'Stop that process or set DATA_DIR to another directory.',
          { cause: e },
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock data directory ${dir}.`);
}
