import { describe, expect, it } from "vitest";
import { KNOWN_TYPES, UNOFFERED_VOTE_TYPES } from "./knownTypes.ts";

// The hashes in snapshot.js 0.17.5's src/sign/hashedTypes.json for the types its Client712 signs today.
describe("KNOWN_TYPES", () => {
  it("are Snapshot's own hashes of the Proposal and single-choice Vote types", () => {
    expect(Object.fromEntries(KNOWN_TYPES)).toEqual({
      e037b37311c75c995f732b57cd456bdc685e5eac29668698be34388cafb14097: "proposal",
      fb8fa9816cd42974e7f1af671aa548c8c458553364ed809e45042f141de8c0d5: "vote",
    });
  });

  it("tell the array and string votes apart as known but not offered", () => {
    expect([...UNOFFERED_VOTE_TYPES].sort()).toEqual([
      "5f95ed849bafb034c37e340dc06ad6fa6985d674714cb602a6bf11119ffba2a1",
      "afc5911fd9722b3dc5e8b16a552997510644a52d2b229c3868fb1910b112416e",
    ]);
  });
});
