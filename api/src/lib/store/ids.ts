import { randomBytes } from 'node:crypto';

let counter = randomBytes(3).readUIntBE(0, 3);
const processPart = randomBytes(5).toString('hex');

/** A new id in MongoDB ObjectId layout (time, process, counter) as 24 lower-case hex characters. */
export function newId(): string {
  counter = (counter + 1) % 0xffffff;
  const time = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return time + processPart + counter.toString(16).padStart(6, '0');
}

export const isId = (value: string): boolean => /^[0-9a-f]{24}$/.test(value);
