import path from 'node:path';

/**
 * Which integration files a change needs (`npm run test:changed`, ./test-changed.ts): the changed
 * integration files, and those of each area changed (`<area>-*.test.ts`, or the area's singular:
 * `labels` also names label-center.test.ts). 'all' when a change reaches the app outside any area.
 *   integrationFilesFor(['src/domain/wallet/fees.ts'], files) // the wallet-*.test.ts files
 */
const AREA_PATTERNS = [
  /^src\/domain\/([^/]+)\//,
  /^src\/server\/modules\/([^/]+)\//,
  /^src\/client\/features\/([^/]+)\//,
  /^locales\/[^/]+\/([^/.]+)\.json$/,
];
/** Changes that reach no integration test: tests of other tiers, docs, client-only code. */
const NO_INTEGRATION = [/^tests\/(e2e|client|bench|budget|tiers)\//, /\.md$/, /^src\/client\/(?!features\/)/];

export function integrationFilesFor(changed: string[], files: string[]): string[] | 'all' {
  const chosen = new Set<string>();
  for (const file of changed) {
    if (file.startsWith('tests/integration/') && file.endsWith('.test.ts')) {
      chosen.add(file);
      continue;
    }
    if (NO_INTEGRATION.some((pattern) => pattern.test(file))) continue;
    const area = AREA_PATTERNS.map((pattern) => pattern.exec(file)?.[1]).find(Boolean);
    if (!area || area === 'kernel') return 'all';
    const stem = area.replace(/s$/, '');
    for (const candidate of files) {
      const name = path.basename(candidate);
      if (name.startsWith(`${area}-`) || name.startsWith(`${stem}-`)) chosen.add(candidate);
    }
  }
  return [...chosen].sort();
}
