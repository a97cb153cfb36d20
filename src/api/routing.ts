/** A prefix and every path below it (`/a`, `/a/`, `/a/...`), never `/ab`, as @koa/router paths. */
export function underPrefix(prefix: string): string[] {
  return [prefix, `${prefix}/`, `${prefix}/*path`];
}

/** Whether `path` is `prefix` or below it, as the paths of `underPrefix` match (case-sensitive). */
export function isUnderPrefix(path: string, prefix: string): boolean {
  return path.startsWith(prefix) && (path.length === prefix.length || path[prefix.length] === '/');
}
