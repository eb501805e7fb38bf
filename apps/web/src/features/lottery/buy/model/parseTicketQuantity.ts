/** Why a typed quantity cannot be bought. */
export type TicketQuantityProblem = "empty" | "tooMany";

export type TicketQuantity =
  | { readonly ok: true; readonly count: number }
  | { readonly ok: false; readonly problem: TicketQuantityProblem };

/**
 * The number of tickets typed in the buy dialog: a whole number from 1 to `max`
 * (maxNumberTicketsPerBuyOrClaim, 100; spec 001 section 5). Anything but digits counts as empty.
 */
export function parseTicketQuantity(text: string, max: number): TicketQuantity {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) === 0) return { ok: false, problem: "empty" };
  const count = Number(trimmed);
  return count > max ? { ok: false, problem: "tooMany" } : { ok: true, count };
}
