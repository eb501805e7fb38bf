import snapshotModule from "@snapshot-labs/snapshot.js";

// snapshot.js's types declare an ES default export, but its CommonJS build assigns module.exports,
// which Node hands over as the default import: the object the types call `default`.
export const snapshot = snapshotModule as unknown as typeof snapshotModule.default;
