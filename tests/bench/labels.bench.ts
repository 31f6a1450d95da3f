/**
 * npm run bench:labels: a benchmark, never a test. In one process, through the printing kernel
 * (src/server/kernel/printing):
 * - one 4in x 6in shipping label PDF, BENCH_LABEL_RUNS times (default 200) after a warm-up:
 *   p50/p95/max against the 50 ms target; baseline: the same label as ZPL, and a blank 4x6 page
 *   made and saved by pdf-lib alone (what any PDF costs);
 * - BENCH_LABELS labels (default 500, all different) into one PDF against the 5 s target, and its
 *   ratio to that many single labels;
 * - a zip of those labels streamed to a file (each PDF made when the zip reaches it) while the
 *   resident memory (RSS) is sampled every 10 ms: the growth against the 100 MB target; baseline:
 *   the same labels made without zipping.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { ZipEntry } from '../../src/server/kernel/printing/label-zip';
import { streamLabelZip } from '../../src/server/kernel/printing/label-zip';
import { printLabels } from '../../src/server/kernel/printing/print-labels';
import type { PrintableLabel } from '../../src/server/kernel/printing/printable-label';
import { aShippingLabel } from '../../src/server/kernel/printing/test-kit';

const RUNS = Number(process.env.BENCH_LABEL_RUNS ?? 200);
const LABELS = Number(process.env.BENCH_LABELS ?? 500);
const TARGET = { oneLabelP95Ms: 50, manyLabelsMs: 5000, zipGrowthMb: 100 };

const nthLabel = (n: number): PrintableLabel =>
  aShippingLabel({ trackingNumber: `9405511899${String(223197428490 + n * 7919).padStart(12, '0')}` });
const pdf = (labels: PrintableLabel[]) => printLabels(labels, { format: 'pdf', copies: 1, title: 'Bench' });
const zpl = (labels: PrintableLabel[]) => printLabels(labels, { format: 'zpl', copies: 1, title: 'Bench' });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timings(runs: number, task: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await task(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

async function timed<T>(task: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await task();
  return { ms: performance.now() - start, value };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (bytes: number) => bytes / 1024 / 1024;
const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET');

async function blankPage() {
  const doc = await PDFDocument.create();
  doc.addPage([288, 432]);
  return doc.save();
}

async function main() {
  for (let i = 0; i < 20; i += 1) await Promise.all([pdf([nthLabel(i)]), zpl([nthLabel(i)]), blankPage()]);

  const one = await timings(RUNS, (i) => pdf([nthLabel(i)]));
  const oneZpl = await timings(RUNS, (i) => zpl([nthLabel(i)]));
  const blank = await timings(RUNS, () => blankPage());
  console.log(`One 4x6 label PDF (${RUNS} runs): p50 ${ms(one.p50)}, p95 ${ms(one.p95)}, max ${ms(one.max)}`);
  console.log(`  target p95 <= ${TARGET.oneLabelP95Ms} ms: ${verdict(one.p95 <= TARGET.oneLabelP95Ms)}`);
  console.log(
    `  baseline, the label as ZPL: p50 ${ms(oneZpl.p50)}, p95 ${ms(oneZpl.p95)} (PDF/ZPL p95 x${(one.p95 / oneZpl.p95).toFixed(1)})`,
  );
  console.log(
    `  baseline, a blank 4x6 pdf-lib page: p50 ${ms(blank.p50)}, p95 ${ms(blank.p95)} (label/blank p95 x${(one.p95 / blank.p95).toFixed(1)})`,
  );

  const labels = Array.from({ length: LABELS }, (_, i) => nthLabel(1000 + i));
  const many = await timed(() => pdf(labels));
  const pages = (await PDFDocument.load(many.value)).getPageCount();
  console.log(
    `${LABELS} labels into one PDF: ${ms(many.ms)}, ${pages} pages, ${mb(many.value.length).toFixed(1)} MB`,
  );
  console.log(`  target <= ${TARGET.manyLabelsMs} ms: ${verdict(many.ms <= TARGET.manyLabelsMs)}`);
  console.log(
    `  ratio to ${LABELS} single labels at p50 (${ms(one.p50 * LABELS)}): x${(many.ms / (one.p50 * LABELS)).toFixed(2)}`,
  );

  const separately = await timed(async () => {
    for (const label of labels) await pdf([label]);
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'solestack-labels-'));
  try {
    const file = path.join(dir, 'labels.zip');
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    function* entries(): Generator<ZipEntry> {
      for (const [i, label] of labels.entries())
        yield { name: `label-${i + 1}.pdf`, open: () => pdf([label]) };
    }
    const zipped = await timed(() => streamLabelZip(entries(), createWriteStream(file)));
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const growth = mb(peak - before);
    const size = (await stat(file)).size;
    console.log(
      `Zip of ${LABELS} label PDFs streamed to a file: ${ms(zipped.ms)}, ${mb(size).toFixed(1)} MB`,
    );
    console.log(
      `  RSS before ${mb(before).toFixed(0)} MB, peak ${mb(peak).toFixed(0)} MB, growth ${growth.toFixed(1)} MB`,
    );
    console.log(`  target growth <= ${TARGET.zipGrowthMb} MB: ${verdict(growth <= TARGET.zipGrowthMb)}`);
    console.log(
      `  baseline, the same labels made without zipping: ${ms(separately.ms)} (zip/baseline x${(zipped.ms / separately.ms).toFixed(2)})`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
