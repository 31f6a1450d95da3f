/**
 * npm run test:size: fails (exit code 1) when the built client is over its size budget
 * (tests/budget/size-budget.ts): a lazy chunk of our own code (or one that lazy screens share) over
 * the per-chunk limit, a library
 * loaded on demand grown past its figure (or a new one without a figure), or the JS of the login
 * page or of a portal's home screen grown past its figure. Needs `npm run build` first (STATIC_DIR
 * names another client build); starts the built server in demo mode and headless Chromium, and
 * measures the way bench:web does (tests/bench/support). KB = 1024 bytes, gzip -9.
 */
import path from 'node:path';
import { kb, readClientBuild } from '../bench/support/built-chunks';
import type { ClientBuild } from '../bench/support/built-chunks';
import { launchChromium, portalDownloads, PORTALS } from '../bench/support/portal-downloads';
import { ROOT } from '../bench/support/server-process';
import { startServer } from '../e2e/support/server';
import { SIZE_BUDGET } from './size-budget';

const CLIENT = path.resolve(ROOT, process.env.STATIC_DIR ?? 'dist/client');
const BUDGET_FILE = 'tests/budget/size-budget.ts';

/** One measured size against its limit; `basis` says where the limit comes from. */
type Check = { what: string; bytes: number; limit: number; basis: string };

const growth = `+ ${SIZE_BUDGET.growthAllowed * 100}%`;

/** A figure of the budget file, allowed to grow by growthAllowed (whole bytes). */
function againstFigure(what: string, bytes: number, figure: number | undefined): Check {
  if (figure === undefined) return { what, bytes, limit: 0, basis: `no figure in ${BUDGET_FILE}` };
  return {
    what,
    bytes,
    limit: Math.floor(figure * (1 + SIZE_BUDGET.growthAllowed)),
    basis: `${kb(figure)} measured ${SIZE_BUDGET.measuredOn} ${growth}`,
  };
}

const over = (check: Check) => check.bytes > check.limit;

function show(check: Check): string {
  const verdict = over(check) ? 'OVER BUDGET' : 'ok';
  return `  ${verdict.padEnd(11)} ${check.what}: ${kb(check.bytes)} = ${check.bytes} bytes (limit ${kb(check.limit)}: ${check.basis})`;
}

/** Every lazy chunk of our code against the per-chunk limit; libraries against their figures. */
function chunkChecks(build: ClientBuild): { app: Check[]; libraries: Check[]; notes: string[] } {
  const app: Check[] = [];
  const libraryBytes = new Map<string, number>();
  const limit = SIZE_BUDGET.lazyRouteChunkMaxBytes;
  for (const chunk of build.lazyChunks()) {
    const bytes = build.gzipped(chunk.file);
    if (chunk.origin === 'library')
      libraryBytes.set(chunk.label, (libraryBytes.get(chunk.label) ?? 0) + bytes);
    else
      app.push({
        what: `${chunk.origin === 'shared' ? 'chunk shared by lazy screens' : 'lazy chunk'} ${chunk.label} (${chunk.file})`,
        bytes,
        limit,
        basis: `${kb(limit)} per lazy chunk`,
      });
  }
  const figures = SIZE_BUDGET.onDemandLibraries;
  const libraries = [...libraryBytes].map(([name, bytes]) =>
    againstFigure(`library loaded on demand ${name}`, bytes, figures[name]),
  );
  const notes = Object.keys(figures)
    .filter((name) => !libraryBytes.has(name))
    .map((name) => `${name} is no longer loaded on demand: remove its figure from ${BUDGET_FILE}.`);
  return { app: app.sort((a, b) => b.bytes - a.bytes), libraries, notes };
}

async function portalChecks(build: ClientBuild): Promise<Check[]> {
  // It seeds the demo beside the end-to-end tests (npm test's stage): on the 2-core machine a start beside
  // other tiers took 90 s and more in clean-clone runs of 2026-12-05 and 12-06, where alone it takes 30 s.
  const server = await startServer({ demo: true, env: { STATIC_DIR: CLIENT }, startTimeoutMs: 300_000 });
  const browser = await launchChromium();
  const checks: Check[] = [];
  try {
    for (const portal of PORTALS) {
      const measured = await portalDownloads(browser, server.url, portal, build);
      checks.push(
        againstFigure(`${portal.name} portal, login page JS`, measured.loginJs, SIZE_BUDGET.loginPageJs),
        againstFigure(
          `${portal.name} portal, JS from the login page to its home ${measured.home}`,
          measured.homeJs,
          SIZE_BUDGET.portalHomeJs[portal.name],
        ),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return checks;
}

async function main(): Promise<number> {
  const build = readClientBuild(CLIENT);
  const { app, libraries, notes } = chunkChecks(build);
  const portals = await portalChecks(build);

  console.log(`Size budget (${BUDGET_FILE}), gzipped JS:`);
  const largest = app[0];
  const appOver = app.filter(over);
  for (const check of appOver.length ? appOver : [largest]) console.log(show(check));
  if (!appOver.length)
    console.log(`              (the largest of ${app.length} lazy chunks of our code and chunks they share)`);
  for (const check of [...libraries, ...portals]) console.log(show(check));
  for (const note of notes) console.log(`  note: ${note}`);

  const failed = [...appOver, ...libraries.filter(over), ...portals.filter(over)];
  if (!failed.length) return 0;
  console.error(`\nThe client is over its size budget (${failed.length}):`);
  for (const check of failed) console.error(show(check));
  console.error(
    `\nMake it smaller (a dynamic import, a lighter library), or, when the growth is intended, ` +
      `put the measured figures above in ${BUDGET_FILE} in the same commit.`,
  );
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`test:size could not measure: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
