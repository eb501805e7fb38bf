import { describe, expect, it, vi } from "vitest";
import type { RouteObject } from "react-router";
import { preloadRoutePage } from "./preloadRoutePage.ts";

function fakePage() {
  return Object.assign(() => null, { preload: vi.fn(() => Promise.resolve()) });
}

describe("preloadRoutePage", () => {
  it("preloads the page the path shows, and only that one", () => {
    const Swap = fakePage();
    const Farms = fakePage();
    const routes: RouteObject[] = [
      {
        element: <div />,
        children: [
          { path: "swap", element: <Swap /> },
          { path: "farms/*", element: <Farms /> },
        ],
      },
    ];
    preloadRoutePage(routes, "/farms/history");
    expect(Farms.preload).toHaveBeenCalledOnce();
    expect(Swap.preload).not.toHaveBeenCalled();
  });

  it("does nothing for a path no route matches", () => {
    const Swap = fakePage();
    expect(() => preloadRoutePage([{ path: "swap", element: <Swap /> }], "/nowhere")).not.toThrow();
    expect(Swap.preload).not.toHaveBeenCalled();
  });
});
