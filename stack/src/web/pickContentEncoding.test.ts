import { describe, expect, it } from "vitest";
import { pickContentEncoding } from "./pickContentEncoding.ts";

const both = { br: true, gzip: true };

describe("pickContentEncoding", () => {
  it("prefers Brotli, then gzip", () => {
    expect(pickContentEncoding("gzip, deflate, br, zstd", both)).toBe("br");
    expect(pickContentEncoding("gzip, deflate", both)).toBe("gzip");
    expect(pickContentEncoding("gzip, br", { br: false, gzip: true })).toBe("gzip");
  });

  it("sends the file as it is when nothing matches", () => {
    expect(pickContentEncoding("", both)).toBeNull();
    expect(pickContentEncoding("identity", both)).toBeNull();
    expect(pickContentEncoding("gzip, br", { br: false, gzip: false })).toBeNull();
  });

  it("respects an encoding refused with q=0", () => {
    expect(pickContentEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(pickContentEncoding("br; q=0.5, gzip", both)).toBe("br");
  });
});
