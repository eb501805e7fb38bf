import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findRoutePages, pagePreloadScript, type PagePreload } from "./routePagePreloads.ts";

const routesSource = readFileSync(new URL("../routes.tsx", import.meta.url), "utf8");

describe("findRoutePages", () => {
  const pages = findRoutePages(routesSource);

  it("reads the lazy pages of the app's route table", () => {
    expect(pages).toContainEqual({
      path: "/",
      matchesSubpaths: false,
      module: "src/features/home/HomePage.tsx",
    });
    expect(pages).toContainEqual({
      path: "/swap",
      matchesSubpaths: false,
      module: "src/features/swap/SwapPage.tsx",
    });
    expect(pages).toContainEqual({
      path: "/farms",
      matchesSubpaths: true,
      module: "src/features/farms/FarmsPage.tsx",
    });
    expect(pages).toContainEqual({
      path: "/farms/auction",
      matchesSubpaths: false,
      module: "src/features/farmAuction/FarmAuctionPage.tsx",
    });
  });

  it("leaves out paths with parameters and elements that are not lazy pages", () => {
    expect(pages.some((page) => page.path.includes(":"))).toBe(false);
    expect(pages.map((page) => page.path)).not.toContain("/pool");
  });

  it("fails loudly when the table has a shape it cannot read", () => {
    expect(() => findRoutePages("export const routes = [];")).toThrow(/no lazy page/);
  });
});

describe("pagePreloadScript", () => {
  const preloads: PagePreload[] = [
    { path: "/farms", matchesSubpaths: true, scripts: ["/assets/Farms.js"], styles: ["/assets/Farms.css"] },
    { path: "/farms/auction", matchesSubpaths: false, scripts: ["/assets/Auction.js"], styles: [] },
    { path: "/swap", matchesSubpaths: false, scripts: ["/assets/Swap.js"], styles: ["/assets/Swap.css"] },
    { path: "/", matchesSubpaths: false, scripts: ["/assets/Home.js"], styles: [] },
  ];

  function linksFor(pathname: string): string[] {
    const links: string[] = [];
    const document = {
      createElement: () => ({ rel: "", href: "", crossOrigin: null }),
      head: {
        appendChild: (link: { rel: string; href: string; crossOrigin: string }) =>
          links.push(`${link.rel} ${link.href} ${link.crossOrigin}`),
      },
    };
    // Runs the generated inline script with the two browser objects it uses.
    new Function("location", "document", pagePreloadScript(preloads))({ pathname }, document);
    return links;
  }

  it("requests the page's script and styles for its path", () => {
    expect(linksFor("/swap")).toEqual(["modulepreload /assets/Swap.js ", "stylesheet /assets/Swap.css "]);
    expect(linksFor("/")).toEqual(["modulepreload /assets/Home.js "]);
  });

  it("matches as the router does: trailing slash, letter case, sub-paths of /* routes", () => {
    expect(linksFor("/Swap/")).toEqual(linksFor("/swap"));
    expect(linksFor("/farms/history")).toEqual([
      "modulepreload /assets/Farms.js ",
      "stylesheet /assets/Farms.css ",
    ]);
    expect(linksFor("/farms/auction")).toEqual(["modulepreload /assets/Auction.js "]);
  });

  it("requests nothing for other paths", () => {
    expect(linksFor("/swapped")).toEqual([]);
    expect(linksFor("/nowhere/swap")).toEqual([]);
  });
});
