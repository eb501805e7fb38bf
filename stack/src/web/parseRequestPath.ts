/**
 * The path of a request's target, or undefined when it is no valid path. Node hands over the target
 * as the client sent it: `//` or `//a b` makes `new URL` throw, which inside the request listener
 * would be an uncaught exception and stop the whole web server.
 */
export function parseRequestPath(target: string | undefined): string | undefined {
  if (!URL.canParse(target ?? "/", "http://localhost")) return undefined;
  return new URL(target ?? "/", "http://localhost").pathname;
}
