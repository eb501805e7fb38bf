import { describe, expect, it, vi } from "vitest";
import type { RouteObject } from "react-router";
import { preloadRoutePage } from "./preloadRoutePage.ts";

function fakePage() {
  return Object.assign(() => null, { preload: vi.fn(() => Promise.resolve()) });
}

describe("preloadRoutePage", () => {
  it("preloads the page the path shows, and only that one", async () => {
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
    await preloadRoutePage(routes, "/farms/history");
    expect(Farms.preload).toHaveBeenCalledOnce();
    expect(Swap.preload).not.toHaveBeenCalled();
  });

  it("does nothing for a path no route matches", async () => {
    const Swap = fakePage();
    await expect(
      preloadRoutePage([{ path: "swap", element: <Swap /> }], "/nowhere"),
    ).resolves.toBeUndefined();
    expect(Swap.preload).not.toHaveBeenCalled();
  });

  it("settles once the page's chunk has loaded, and also when it failed to load", async () => {
    let finishLoad = (): void => undefined;
    const Loading = Object.assign(() => null, {
      preload: vi.fn(() => new Promise<void>((resolve) => (finishLoad = resolve))),
    });
    let settled = false;
    const preload = preloadRoutePage([{ path: "swap", element: <Loading /> }], "/swap").then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    finishLoad();
    await preload;
    expect(settled).toBe(true);

    const Failing = Object.assign(() => null, {
      preload: vi.fn(() => Promise.reject(new Error("chunk failed"))),
    });
    await expect(
      preloadRoutePage([{ path: "farms", element: <Failing /> }], "/farms"),
    ).resolves.toBeUndefined();
  });
});
