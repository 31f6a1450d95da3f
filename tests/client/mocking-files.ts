import fs from 'node:fs';
import path from 'node:path';

/**
 * The client test files that replace a module (`vi.mock(...)`), relative to `root`. They run in
 * isolation (a module graph of their own per file): the other client files share one module graph
 * per worker, where a mock made by one file would stay bound to the modules that imported it.
 *   mockingFiles('.', ['src/client', 'tests/client']) // ['src/client/api/http.test.ts', ...]
 */
export function mockingFiles(root: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    fs.existsSync(path.join(root, dir))
      ? fs
          .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.test\.tsx?$/.test(file))
          .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
          .filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('vi.mock('))
      : [],
  );
}
