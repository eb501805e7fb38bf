import { describe, expect, it } from "vitest";
import shipped from "./generated/tokenListSchemaValidator.js?raw";
import { buildTokenListValidatorModule } from "./buildTokenListValidatorModule.ts";

describe("buildTokenListValidatorModule", () => {
  it("matches the validator the app ships (else run node apps/web/scripts/generateTokenListValidator.ts)", () => {
    expect(shipped).toBe(buildTokenListValidatorModule());
  });

  it("leaves no CommonJS require() for the browser", () => {
    expect(shipped).not.toContain("require(");
    expect(shipped).toMatch(/^import \{ fullFormats \} from "ajv-formats\/dist\/formats\.js";$/m);
  });
});
