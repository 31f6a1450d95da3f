/**
 * Which namespaces a list of i18n keys needs ("warehouses:warehouse.create" -> "stock"; a key without a
 * prefix is in "common"). Menus, breadcrumbs and tabs show titles from many areas: they ask for the
 * namespaces of the titles they show, so only those load.
 */
export function namespacesOf(keys: ReadonlyArray<string | undefined>): string[] {
  const namespaces = new Set<string>(['common']);
  for (const key of keys) {
    if (!key) continue;
    const colon = key.indexOf(':');
    if (colon > 0) namespaces.add(key.slice(0, colon));
  }
  return [...namespaces].sort();
}
