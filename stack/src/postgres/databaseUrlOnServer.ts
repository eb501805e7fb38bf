/** Lower-case letters, digits and underscores: a name that needs no quoting rules beyond double quotes. */
const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The URL of database `name` on the server `serverUrl` points at: the same host, port, role and
 * options, another path. Throws on a name that is not a plain Postgres identifier.
 */
export function databaseUrlOnServer(serverUrl: string, name: string): string {
  if (!DATABASE_NAME.test(name)) {
    throw new Error(`'${name}' is not a plain database name (a-z, 0-9, _; at most 63 characters)`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
