import { describe, expect, it } from "vitest";
import { buildUsernameMessage, parseUsernameMessage, type UsernameMessage } from "./usernameMessage.ts";

const MESSAGE: UsernameMessage = {
  username: "Pancake42",
  address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  chainId: 31337,
  issuedAt: new Date("2026-11-28T06:20:00.000Z"),
};

describe("buildUsernameMessage", () => {
  it("writes the name, the checksummed address, the chain and the time, one a line", () => {
    expect(buildUsernameMessage({ ...MESSAGE, address: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8" })).toBe(
      [
        "Griddle: set my username",
        "",
        "Username: Pancake42",
        "Address: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
        "Chain ID: 31337",
        "Issued at: 2026-11-28T06:20:00.000Z",
        "",
        "A username is set once and can never be changed. Signing this message costs nothing.",
      ].join("\n"),
    );
  });
});

describe("parseUsernameMessage", () => {
  it("reads back every field of a built message", () => {
    expect(parseUsernameMessage(buildUsernameMessage(MESSAGE))).toEqual(MESSAGE);
  });

  it("refuses texts that are not a built message", () => {
    const text = buildUsernameMessage(MESSAGE);
    const variants = [
      "",
      "Pancake42",
      text + "\n",
      text.replace("Username: ", "Name: "),
      text.replace(
        "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
        "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
      ),
      text.replace("0x70997970C51812dc3A010C7d01b50e0d17dc79C8", "0x1234"),
      text.replace("2026-11-28T06:20:00.000Z", "2026-11-28 06:20"),
      text.replace("2026-11-28T06:20:00.000Z", "yesterday"),
      text.replace("31337", "31337.5"),
      text.replace("31337", "local"),
      text.replace("\n\nA username", "\nA username"),
    ];
    for (const variant of variants) {
      expect(() => parseUsernameMessage(variant), JSON.stringify(variant)).toThrow(
        /^Not a Griddle username message: /,
      );
    }
  });
});
