// The npm registry this project's machines reach carries only the Linux builds of packages that
// ship one build per platform (rollup, unrs-resolver, ...). `npm install` then leaves the other
// platforms' optional entries out of package-lock.json, and `npm ci` refuses such a lock as out of
// sync. This adds each missing entry back, restricted to its os/cpu, so npm ci accepts the lock and
// never installs them here. Idempotent; run by .ci/run before `npm ci` and after any `npm install`.
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;
const PLATFORM = /-(android|darwin|freebsd|linux|win32|openbsd|openharmony|netbsd|sunos|aix)-([a-z0-9]+)/;
let added = 0;
for (const pkg of Object.values(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const match = PLATFORM.exec(name);
    if (packages[key] || !match) continue;
    const entry = { version, cpu: [match[2]], os: [match[1]], optional: true };
    if (match[1] === 'linux') entry.libc = [name.includes('musl') ? 'musl' : 'glibc'];
    packages[key] = entry;
    added += 1;
  }
}
if (added > 0) fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform-specific optional entries added`);
