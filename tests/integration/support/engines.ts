/**
 * The engines an integration run covers: TEST_ENGINES when set (npm test runs each engine as a tier
 * of its own), else PGlite always and PostgreSQL too when TEST_DATABASE_URL is set.
 */
export function runEngines(env: NodeJS.ProcessEnv = process.env): string {
  return env.TEST_ENGINES ?? (env.TEST_DATABASE_URL ? 'pglite,postgres' : 'pglite');
}
