import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { streamLabelZip } from './label-zip';
import type { ZipEntry } from './label-zip';

/** The files of a zip, read from its central directory as an unzipper would. */
function zipFiles(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    expect(method).toBe(0); // stored: label PDFs are compressed already
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    files.set(name, zip.subarray(dataAt, dataAt + size));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

/** A label file of `size` bytes, made as it is read, in 16 KB chunks. */
function labelFile(index: number, size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const chunk = Buffer.alloc(Math.min(16 * 1024, size - sent), index % 251);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

class ZipSink extends Writable {
  readonly chunks: Buffer[] = [];
  written = 0;
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.chunks.push(chunk);
    this.written += chunk.length;
    done();
  }
}

describe('the zip of labels', () => {
  it(
    'streams many label files one at a time, writing the zip while later files are not yet opened',
    { timeout: 30_000 },
    async () => {
      const files = 200;
      const size = 24 * 1024;
      const sink = new ZipSink();
      const writtenWhenOpened: number[] = [];
      let open = 0;
      let mostOpen = 0;
      function* entries(): Generator<ZipEntry> {
        for (let i = 0; i < files; i += 1) {
          yield {
            name: `labels/OC${String(i).padStart(6, '0')}.pdf`,
            open: () => {
              writtenWhenOpened.push(sink.written);
              open += 1;
              mostOpen = Math.max(mostOpen, open);
              return labelFile(i, size).once('end', () => (open -= 1));
            },
          };
        }
      }
      await streamLabelZip(entries(), sink);
      expect(mostOpen).toBe(1);
      // When the last file is opened, the zip of all the others has already gone out.
      expect(writtenWhenOpened.at(-1)).toBeGreaterThan((files - 2) * size);
      const zip = zipFiles(Buffer.concat(sink.chunks));
      expect(zip.size).toBe(files);
      expect(zip.get('labels/OC000199.pdf')).toEqual(Buffer.alloc(size, 199));
      expect(zip.get('labels/OC000000.pdf')).toEqual(Buffer.alloc(size, 0));
    },
  );

  it('takes files given as bytes from an async source', async () => {
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield { name: 'a.zpl', open: () => Buffer.from('^XA^XZ\n') };
      yield { name: 'b.pdf', open: async () => Buffer.from('%PDF-1.7') };
    }
    const sink = new ZipSink();
    await streamLabelZip(entries(), sink);
    const zip = zipFiles(Buffer.concat(sink.chunks));
    expect([...zip.keys()]).toEqual(['a.zpl', 'b.pdf']);
    expect(zip.get('a.zpl')?.toString()).toBe('^XA^XZ\n');
  });

  it('fails, without finishing the zip, when a label file cannot be opened', async () => {
    function* entries(): Generator<ZipEntry> {
      yield { name: 'a.pdf', open: () => Buffer.from('%PDF-1.7') };
      yield {
        name: 'b.pdf',
        open: () => {
          throw new Error('The label is missing and cannot be printed');
        },
      };
    }
    const sink = new ZipSink();
    await expect(streamLabelZip(entries(), sink)).rejects.toThrow('The label is missing');
    const all = Buffer.concat(sink.chunks);
    expect(all.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(false);
  });
});
