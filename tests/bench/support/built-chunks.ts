/**
 * The built client's chunks as Vite's manifest describes them (dist/client/.vite/manifest.json),
 * measured gzipped at level 9: what bench:web reports and the size budget checks.
 *   const build = readClientBuild(dir);   // throws a clear error when there is no build there
 *   build.gzipped(file)                    // bytes, cached per file
 *   build.firstLoad()                      // the entry's chunk keys and their static imports
 *   build.lazyChunks()                     // every JS chunk outside the first load: key, file,
 *                                          // label, origin (app, library or shared)
 *   build.sizesOf(keys)                    // { js, css } gzipped bytes of those chunks
 *   build.staticClosure(key)               // a chunk and what it imports statically
 * KB = 1024 bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * A chunk outside the first load: a dynamic entry of our code ('app': a route screen, a dialog, a
 * locale file), a library's dynamic entry ('library': loaded on demand), or code the lazy chunks
 * share ('shared': loaded with the first of them that needs it).
 */
export type LazyChunk = {
  key: string;
  file: string;
  /** Source path without src/client/ for our code; the package name for a library; the chunk's name. */
  label: string;
  origin: 'app' | 'library' | 'shared';
};

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The package a node_modules path belongs to ('@zxing/browser', 'bwip-js'), or undefined. */
export function packageOf(key: string): string | undefined {
  const at = key.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  return /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(key.slice(at))?.[1];
}

export type ClientBuild = ReturnType<typeof readClientBuild>;

export function readClientBuild(clientDir: string) {
  const manifestFile = path.join(clientDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new Error(`no client build in ${clientDir} (${manifestFile} is missing): run npm run build first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest;
  const gzipCache = new Map<string, number>();

  function gzipped(file: string): number {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  }

  function staticClosure(key: string, into = new Set<string>()): Set<string> {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
    return into;
  }

  function entryKey(): string {
    const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
    if (!key) throw new Error(`the Vite manifest in ${clientDir} has no entry`);
    return key;
  }

  function sizesOf(keys: Iterable<string>): { js: number; css: number } {
    let js = 0;
    const cssFiles = new Set<string>();
    for (const key of keys) {
      js += gzipped(manifest[key].file);
      for (const css of manifest[key].css ?? []) cssFiles.add(css);
    }
    return { js, css: [...cssFiles].reduce((sum, file) => sum + gzipped(file), 0) };
  }

  function lazyChunks(): LazyChunk[] {
    const firstLoad = staticClosure(entryKey());
    return Object.keys(manifest)
      .filter((key) => !firstLoad.has(key) && manifest[key].file.endsWith('.js'))
      .sort()
      .map((key): LazyChunk => {
        const chunk = manifest[key];
        if (!chunk.isDynamicEntry)
          return { key, file: chunk.file, label: chunk.name ?? key, origin: 'shared' };
        const library = packageOf(key);
        return {
          key,
          file: chunk.file,
          label: library ?? (chunk.src ?? key).replace(/^src\/client\//, ''),
          origin: library ? 'library' : 'app',
        };
      });
  }

  return {
    manifest,
    entryKey,
    gzipped,
    staticClosure,
    sizesOf,
    lazyChunks,
    firstLoad: () => staticClosure(entryKey()),
  };
}
