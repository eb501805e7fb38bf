// Build-time helpers for vite.config.ts: index.html learns which chunk each page path needs, so the
// page's script and styles download while the HTML is still parsed, beside the app's entry, instead
// of after the entry has run (on a slow network that wait is the largest part of the first paint).

/** A page path of the route table whose element is a lazy page. */
export interface RoutePage {
  /** '/', '/swap', '/farms' (lower case, no trailing slash). */
  readonly path: string;
  /** True for routes ending in /* (they also serve /farms/history). */
  readonly matchesSubpaths: boolean;
  /** The page's module from the app's root, e.g. 'src/features/swap/SwapPage.tsx'. */
  readonly module: string;
}

/** What index.html requests for a page path: module scripts to preload and stylesheets to load. */
export interface PagePreload extends Pick<RoutePage, "path" | "matchesSubpaths"> {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

const LAZY_PAGE = /const (\w+) = lazyPage\(\(\) => import\("\.\.\/([^"]+)"\)\);/g;
const ROUTE = /\{ (?:index: true|path: "([^"]+)"), element: <(\w+) \/> \}/g;

/**
 * The paths of src/app/routes.tsx that render a lazy page directly, read from its source (pages are
 * declared as `const SwapPage = lazyPage(() => import("../features/swap/SwapPage.tsx"));` and routed
 * as `{ path: "swap", element: <SwapPage /> }`). Paths with parameters are left out: their pages load
 * as before. Throws when nothing matches, so a new shape of the table fails the build, not silently.
 */
export function findRoutePages(routesSource: string): RoutePage[] {
  const modules = new Map<string, string>();
  for (const [, name, module] of routesSource.matchAll(LAZY_PAGE)) {
    if (name && module) modules.set(name, `src/${module}`);
  }
  const pages: RoutePage[] = [];
  for (const [, routePath = "", element = ""] of routesSource.matchAll(ROUTE)) {
    const module = modules.get(element);
    if (module === undefined || routePath.includes(":")) continue;
    const matchesSubpaths = routePath.endsWith("/*");
    const path = `/${matchesSubpaths ? routePath.slice(0, -2) : routePath}`.toLowerCase();
    pages.push({ path, matchesSubpaths, module });
  }
  if (pages.length === 0) throw new Error("routes.tsx routes no lazy page in the shape findRoutePages reads");
  return pages;
}

/**
 * An inline script for index.html that requests the current path's page chunk and its stylesheets.
 * Exact paths are tried before /* routes, as the router ranks them (/farms/auction before /farms/*).
 */
export function pagePreloadScript(preloads: readonly PagePreload[]): string {
  const table = [...preloads]
    .sort((a, b) => Number(a.matchesSubpaths) - Number(b.matchesSubpaths))
    .map((page) => [page.path, page.matchesSubpaths, page.scripts, page.styles]);
  return `(function (pages) {
  var path = location.pathname.replace(/\\/+$/, "").toLowerCase() || "/";
  function add(rel, href) {
    var link = document.createElement("link");
    link.rel = rel;
    link.crossOrigin = "";
    link.href = href;
    document.head.appendChild(link);
  }
  for (var i = 0; i < pages.length; i++) {
    var page = pages[i];
    if (path === page[0] || (page[1] && path.indexOf(page[0] === "/" ? "/" : page[0] + "/") === 0)) {
      page[2].forEach(function (href) { add("modulepreload", href); });
      page[3].forEach(function (href) { add("stylesheet", href); });
      return;
    }
  }
})(${JSON.stringify(table)});`;
}
