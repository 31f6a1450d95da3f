import { inflateRawSync } from 'node:zlib';

/**
 * Reads an uploaded ZIP's entries from its central directory (node:zlib only): names and sizes
 * first, each entry's bytes only when asked, one at a time, and never past `maxBytes`, so a ZIP that
 * inflates to gigabytes costs at most one entry's limit of memory. Encrypted entries and ZIP64
 * archives (over 4 GB or 65,535 entries, far past any upload limit here) are not read.
 */

export type ZipEntry = {
  path: string;
  /** The entry's bytes, or null when they inflate past `maxBytes` or cannot be read. */
  read: (maxBytes: number) => Buffer | null;
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export class UnreadableZip extends Error {
  constructor(reason: string) {
    super(`unreadable zip: ${reason}`);
    this.name = 'UnreadableZip';
  }
}

function endOfCentralDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at -= 1) if (bytes.readUInt32LE(at) === EOCD) return at;
  throw new UnreadableZip('no end of central directory');
}

function entryData(bytes: Buffer, localOffset: number, compressedSize: number): Buffer {
  if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL)
    throw new UnreadableZip('bad local header');
  const start =
    localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
  if (start + compressedSize > bytes.length) throw new UnreadableZip('truncated entry');
  return bytes.subarray(start, start + compressedSize);
}

function reader(bytes: Buffer, method: number, encrypted: boolean, localOffset: number, size: number) {
  return (maxBytes: number): Buffer | null => {
    if (encrypted) return null;
    try {
      const data = entryData(bytes, localOffset, size);
      if (method === 0) return data.length > maxBytes ? null : Buffer.from(data);
      if (method === 8) return inflateRawSync(data, { maxOutputLength: maxBytes });
      return null;
    } catch {
      return null;
    }
  };
}

/** The archive's entries in central-directory order; a file that is not a ZIP throws UnreadableZip. */
export function zipEntries(bytes: Buffer, maxEntries: number): ZipEntry[] {
  if (bytes.length < 22) throw new UnreadableZip('too short');
  const eocd = endOfCentralDirectory(bytes);
  const count = bytes.readUInt16LE(eocd + 10);
  if (count > maxEntries) throw new UnreadableZip('too many entries');
  let at = bytes.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL)
      throw new UnreadableZip('bad central directory');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const path = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    entries.push({ path, read: reader(bytes, method, (flags & 1) === 1, localOffset, compressedSize) });
    at += 46 + skip;
  }
  return entries;
}
