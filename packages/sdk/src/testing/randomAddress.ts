import { getAddress, type Address } from "viem";
import type { Random } from "./createRandom.ts";

/** A random checksummed address. */
export function randomAddress(random: Random): Address {
  let hex = "0x";
  for (let i = 0; i < 5; i++)
    hex += random
      .int(2 ** 32)
      .toString(16)
      .padStart(8, "0");
  return getAddress(hex);
}
