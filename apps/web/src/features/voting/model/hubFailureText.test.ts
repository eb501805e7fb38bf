import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../../shared/api/index.ts";
import { HubSigningError } from "./HubSigningError.ts";
import { hubFailureText } from "./hubFailureText.ts";

describe("hubFailureText", () => {
  it("gives the hub's own reason when it refused the message", () => {
    expect(hubFailureText(new ApiRequestError(400, "Voting has ended"))).toEqual({
      reason: "Voting has ended",
    });
  });

  it("says the wallet did not sign, or the hub was not reached", () => {
    expect(hubFailureText(new HubSigningError())).toEqual({ key: "Unable to sign payload" });
    expect(hubFailureText(new ApiRequestError(0, "POST failed"))).toEqual({
      key: "The voting hub could not be reached. Please try again.",
    });
    expect(hubFailureText(new ApiRequestError(502, "bad gateway"))).toHaveProperty("key");
    expect(hubFailureText(new Error("other"))).toHaveProperty("key");
  });
});
