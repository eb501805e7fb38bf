import { describe, expect, it } from "vitest";
import { ConnectorNotFoundError, ProviderNotFoundError } from "@wagmi/core";
import { SwitchChainError, UserRejectedRequestError } from "viem";
import { mapWalletError } from "./mapWalletError.ts";
import { UnknownConnectorError } from "./UnknownConnectorError.ts";

describe("mapWalletError", () => {
  it("reports a missing browser wallet as a provider error", () => {
    expect(mapWalletError(new ProviderNotFoundError())).toEqual({
      title: "Provider Error",
      description: "No provider was found",
      translatable: true,
    });
  });

  it("asks for authorization when the user rejects the request", () => {
    const expected = {
      title: "Authorization Error",
      description: "Please authorize to access your account",
      translatable: true,
    };
    expect(mapWalletError(new UserRejectedRequestError(new Error("User rejected the request.")))).toEqual(
      expected,
    );
    // A wallet's raw EIP-1193 error, and one wrapped by a library.
    expect(mapWalletError({ code: 4001, message: "User denied account authorization" })).toEqual(expected);
    expect(mapWalletError(new Error("Connection failed", { cause: { code: 4001 } }))).toEqual(expected);
  });

  it("reports an unknown connector as a configuration error", () => {
    const expected = {
      title: "Unable to find connector",
      description: "The connector config is wrong",
      translatable: true,
    };
    expect(mapWalletError(new UnknownConnectorError("io.metamask"))).toEqual(expected);
    expect(mapWalletError(new ConnectorNotFoundError())).toEqual(expected);
  });

  it("shows any other error with its own name and message, untranslated", () => {
    expect(mapWalletError(new SwitchChainError(new Error("nope")))).toMatchObject({
      title: "SwitchChainError",
      translatable: false,
    });
    expect(mapWalletError(new TypeError("Failed to fetch"))).toEqual({
      title: "TypeError",
      description: "Failed to fetch",
      translatable: false,
    });
  });

  it("still says something for values that are not errors", () => {
    expect(mapWalletError("socket closed")).toEqual({
      title: "Error",
      description: "socket closed",
      translatable: false,
    });
  });

  it("survives a cause chain that loops", () => {
    const error: Error & { cause?: unknown } = new Error("loop");
    error.cause = error;
    expect(mapWalletError(error)).toMatchObject({ title: "Error", description: "loop" });
  });
});
