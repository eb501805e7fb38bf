/** The API's base URL on `host` and `port`, as a browser or this process reaches it. */
export function apiUrl(host: string, port: number): string {
  // A server listening on every interface is reached on loopback.
  return `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;
}
