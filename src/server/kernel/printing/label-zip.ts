import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** One file of a zip: its name in the archive and a way to open its bytes when its turn comes. */
export type ZipEntry = { name: string; open: () => Readable | Buffer | Promise<Readable | Buffer> };

/**
 * Streams a zip of label files into `out` (a reply, a file) as it is made: each file is opened
 * only when the one before it is written, and the archive never sits whole in memory, however
 * many labels (POST /sys_ware_out_batch/zipLabel, the outbound batches). Label PDFs are already
 * compressed, so they are stored, not deflated again.
 */
export async function streamLabelZip(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>, out: Writable) {
  // Loaded on the first zip rather than at every start of the server.
  const { default: archiver } = await import('archiver');
  const archive = archiver('zip', { store: true });
  const written = pipeline(archive, out);
  try {
    for await (const entry of entries) {
      const source = await entry.open();
      const added = once(archive, 'entry');
      archive.append(source, { name: entry.name });
      await added;
    }
    await archive.finalize();
  } catch (error) {
    // The receiver gets a broken download, never a zip that looks whole but lacks labels.
    archive.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
  await written;
}
