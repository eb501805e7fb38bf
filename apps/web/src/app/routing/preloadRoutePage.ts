import { isValidElement } from "react";
import { matchRoutes, type RouteObject } from "react-router";

function isPreloadable(type: unknown): type is { readonly preload: () => Promise<unknown> } {
  return (
    (typeof type === "object" || typeof type === "function") &&
    type !== null &&
    "preload" in type &&
    typeof type.preload === "function"
  );
}

/**
 * Starts loading the chunk of the page `pathname` shows, if it is a lazy page: at start-up the page
 * then downloads beside the app's entry instead of after it has rendered. Resolves once every chunk
 * has loaded or failed (a failure is not lost: the page's render awaits the same promise and shows
 * the error page).
 */
export async function preloadRoutePage(routes: RouteObject[], pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    return isPreloadable(type) ? type.preload() : undefined;
  });
  await Promise.allSettled(loads);
}
