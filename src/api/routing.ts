/** A prefix and every path below it (`/a`, `/a/`, `/a/...`), never `/ab`, as @koa/router paths. */
export function underPrefix(prefix: string): string[] {
  return [prefix, `${prefix}/`, `${prefix}/*path`];
}
