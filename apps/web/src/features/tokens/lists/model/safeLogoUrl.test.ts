import { describe, expect, it } from "vitest";
import { safeLogoUrl } from "./safeLogoUrl.ts";

const origin = "http://127.0.0.1:5173";

describe("safeLogoUrl", () => {
  it("allows https and the app's own origin", () => {
    expect(safeLogoUrl("https://tokens.example/a.png", origin)).toBe("https://tokens.example/a.png");
    expect(safeLogoUrl("/images/tokens/a.png", origin)).toBe("http://127.0.0.1:5173/images/tokens/a.png");
    expect(safeLogoUrl("http://127.0.0.1:5173/a.png", origin)).toBe("http://127.0.0.1:5173/a.png");
  });

  it("loads ipfs logos through a gateway", () => {
    expect(safeLogoUrl("ipfs://QmLogo", origin)).toBe("https://ipfs.io/ipfs/QmLogo");
  });

  it("refuses plain http elsewhere, scripts and data", () => {
    expect(safeLogoUrl("http://tracker.example/a.png", origin)).toBeUndefined();
    expect(safeLogoUrl("javascript:alert(1)", origin)).toBeUndefined();
    expect(safeLogoUrl("data:image/svg+xml,<svg onload=alert(1)>", origin)).toBeUndefined();
    expect(safeLogoUrl(undefined, origin)).toBeUndefined();
  });
});
