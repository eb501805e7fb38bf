import { describe, expect, it } from "vitest";
import type { UserInfoResult } from "./parseUserTickets.ts";
import { ticketPageCursors } from "./ticketPageCursors.ts";

const page = (ids: readonly bigint[]): UserInfoResult => [
  ids,
  ids.map((id) => 1_000_000 + Number(id)),
  ids.map(() => false),
  ids.at(-1) ?? 0n,
];

describe("ticketPageCursors", () => {
  it("reads the newest page first, before anything is known", () => {
    expect(ticketPageCursors([], 2n)).toEqual([0n]);
  });

  it("asks for the next page after each full one, from the cursor it returned", () => {
    expect(ticketPageCursors([page([9n, 8n])], 2n)).toEqual([0n, 8n]);
    expect(ticketPageCursors([page([9n, 8n]), page([5n, 4n])], 2n)).toEqual([0n, 8n, 4n]);
  });

  it("stops at the first page shorter than the page size, or empty", () => {
    expect(ticketPageCursors([page([9n])], 2n)).toEqual([0n]);
    expect(ticketPageCursors([page([9n, 8n]), page([])], 2n)).toEqual([0n, 8n]);
    expect(ticketPageCursors([page([9n, 8n]), page([5n]), page([3n, 2n])], 2n)).toEqual([0n, 8n]);
  });

  it("stops at a failed page", () => {
    expect(ticketPageCursors([page([9n, 8n]), null], 2n)).toEqual([0n, 8n]);
    expect(ticketPageCursors([null], 2n)).toEqual([0n]);
  });
});
