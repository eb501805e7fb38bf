import { encodeAbiParameters, keccak256, toHex, type Hex } from "viem";

const NUMBERS = 1_000_000n;

/** What the operator commits to when it starts a round: keccak256 of the 32-byte seed. */
export function seedCommitment(seed: Hex): Hex {
  return keccak256(encodeAbiParameters([{ type: "bytes32" }], [seed]));
}

/** The number a round draws from its seed and the hash of the block after its close block. */
export function finalNumberFor(seed: Hex, blockHash: Hex, lotteryId: bigint): number {
  const mixed = keccak256(
    encodeAbiParameters(
      [{ type: "bytes32" }, { type: "bytes32" }, { type: "uint256" }],
      [seed, blockHash, lotteryId],
    ),
  );
  return Number(NUMBERS + (BigInt(mixed) % NUMBERS));
}

/** The highest bracket `ticket` wins against `finalNumber` (0: last digit … 5: all six), if any. */
export function winningBracket(ticket: number, finalNumber: number): number | undefined {
  let digits = 0;
  for (let a = ticket, b = finalNumber; digits < 6 && a % 10 === b % 10; digits++) {
    a = Math.floor(a / 10);
    b = Math.floor(b / 10);
  }
  return digits === 0 ? undefined : digits - 1;
}

/** A number sharing exactly its last `bracket + 1` digits with `finalNumber`: a winner of `bracket`. */
export function winnerOf(finalNumber: number, bracket: number): number {
  if (bracket === 5) return finalNumber;
  const place = 10 ** (bracket + 1);
  const digit = Math.floor(finalNumber / place) % 10;
  return finalNumber - digit * place + ((digit + 1) % 10) * place;
}

/** `count` ticket numbers drawn uniformly from `label`: random as a buyer's, yet the same every run. */
export function randomTicketNumbers(label: string, count: number): number[] {
  return Array.from({ length: count }, (_, i) =>
    Number(NUMBERS + (BigInt(keccak256(toHex(`${label}/${i}`))) % NUMBERS)),
  );
}
