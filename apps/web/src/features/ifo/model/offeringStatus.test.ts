import { describe, expect, it } from "vitest";
import { IfoStatus, offeringStatus } from "./offeringStatus.ts";

const active = { startBlock: 100, endBlock: 200, isActive: true };

describe("offeringStatus", () => {
  it("numbers the statuses as the spec does", () => {
    expect(IfoStatus).toEqual({ ToBeAnnounced: 0, Pending: 1, Open: 2, Finished: 3, Closed: 4 });
  });

  it.each([
    [undefined, IfoStatus.ToBeAnnounced],
    [99, IfoStatus.Pending],
    [100, IfoStatus.Open],
    [199, IfoStatus.Open],
    [200, IfoStatus.Finished],
  ])("at block %s the current offering is %s", (block, status) => {
    expect(offeringStatus(active, block)).toBe(status);
  });

  it("closes a past offering and leaves one without a start block to be announced", () => {
    expect(offeringStatus({ ...active, isActive: false }, 500)).toBe(IfoStatus.Closed);
    expect(offeringStatus({ ...active, startBlock: 0 }, 500)).toBe(IfoStatus.ToBeAnnounced);
  });
});
