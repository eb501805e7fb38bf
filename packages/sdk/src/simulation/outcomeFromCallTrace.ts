import { decodeAbiParameters, getAddress, isAddressEqual, type Abi, type Address, type Hex } from "viem";
import type { CallTraceFrame, CallTraceLog } from "./CallTraceFrame.ts";
import type { ApprovalChange, NftTransfer, SimulatedOutcome, TransferFee } from "./SimulatedOutcome.ts";
import { describeRevert } from "./describeRevert.ts";
import { isUnlimitedAllowance } from "./isUnlimitedAllowance.ts";
import { readTokenEvent, type TokenEvent } from "./readTokenEvent.ts";
import { TRANSFER_FROM_SELECTOR, TRANSFER_SELECTOR } from "./tokenEvents.ts";

/** Frame types that move BNB; a DELEGATECALL or STATICCALL repeats its parent's value without moving it. */
const VALUE_MOVING_TYPES = new Set(["CALL", "CREATE", "CREATE2", "SELFDESTRUCT"]);

/** A transfer of the user's tokens that the token contract is executing right now. */
interface UserDebit {
  readonly token: Address;
  readonly recipient: Address;
  readonly amount: bigint;
  credited: bigint;
  /** ERC-721 shares `transferFrom`'s selector: its token id is no amount. */
  isNft: boolean;
}

interface Allowance {
  readonly token: Address;
  readonly spender: Address;
  amount: bigint;
  spent: boolean;
}

const logPosition = (log: CallTraceLog): number => Number(log.position ?? 0);

/** The token contract's own decode of `transfer` and `transferFrom`, when `frame` is one of them. */
function readTokenTransfer(
  frame: CallTraceFrame,
): { from: Address; to: Address; amount: bigint } | undefined {
  if (frame.type !== "CALL" || frame.to === undefined) return undefined;
  const selector = frame.input.slice(0, 10).toLowerCase();
  const args: Hex = `0x${frame.input.slice(10)}`;
  if (selector === TRANSFER_SELECTOR && frame.input.length >= 138) {
    const [to, amount] = decodeAbiParameters([{ type: "address" }, { type: "uint256" }], args);
    return { from: getAddress(frame.from), to, amount };
  }
  if (selector === TRANSFER_FROM_SELECTOR && frame.input.length >= 202) {
    const [from, to, amount] = decodeAbiParameters(
      [{ type: "address" }, { type: "address" }, { type: "uint256" }],
      args,
    );
    return { from, to, amount };
  }
  return undefined;
}

/**
 * Griddle's local WBNB also emits `Transfer` from or to the zero address when it wraps and unwraps
 * (BSC's WBNB does not); counting both would count the wrap twice.
 */
function alsoEmittedAsTransfer(
  event: Extract<TokenEvent, { kind: "deposit" | "withdrawal" }>,
  token: Address,
  frameLogs: readonly CallTraceLog[],
): boolean {
  const zero = "0x0000000000000000000000000000000000000000";
  return frameLogs.some((log) => {
    const other = readTokenEvent(log);
    if (other?.kind !== "transfer" || other.amount !== event.amount || !isAddressEqual(log.address, token)) {
      return false;
    }
    return event.kind === "deposit"
      ? isAddressEqual(other.from, zero) && isAddressEqual(other.to, event.account)
      : isAddressEqual(other.from, event.account) && isAddressEqual(other.to, zero);
  });
}

export interface OutcomeFromCallTraceOptions {
  /** Declares the custom errors a revert may carry, to name them. */
  readonly errorsAbi?: Abi;
  /** The chain's wrapped native token (WBNB), whose Deposit and Withdrawal logs are wraps. */
  readonly wrappedNative?: Address;
}

/**
 * What a traced call (`debug_traceCall` with `callTracer` and `withLog: true`) does to `user`'s
 * balances and permissions. Frames that failed are skipped with everything below them, since their
 * state changes were undone.
 *
 * The user's ERC-20 debits are read from the token's own `transfer`/`transferFrom` calls, not from
 * its `Transfer` events: a reflection token (SAFEMOON) emits the amount credited, not the amount
 * debited, and the difference is exactly the transfer fee the user must be warned about. Everything
 * else comes from the events the token contracts emitted.
 */
export function outcomeFromCallTrace(
  root: CallTraceFrame,
  user: Address,
  { errorsAbi, wrappedNative }: OutcomeFromCallTraceOptions = {},
): SimulatedOutcome {
  const gasUsed = BigInt(root.gasUsed);
  if (root.error !== undefined)
    return { status: "reverted", gasUsed, revert: describeRevert(root, errorsAbi) };

  let nativeChange = 0n;
  const tokenChanges = new Map<Address, bigint>();
  const nftTransfers: NftTransfer[] = [];
  const allowances = new Map<string, Allowance>();
  const otherApprovals: ApprovalChange[] = [];
  const transferFees: TransferFee[] = [];
  const isUser = (address: Address) => isAddressEqual(address, user);
  const addTokenChange = (token: Address, amount: bigint) =>
    tokenChanges.set(token, (tokenChanges.get(token) ?? 0n) + amount);

  const applyLog = (log: CallTraceLog, frameLogs: readonly CallTraceLog[], debits: readonly UserDebit[]) => {
    const event = readTokenEvent(log);
    if (event === undefined) return;
    const token = getAddress(log.address);
    const debit = debits.find((d) => isAddressEqual(d.token, token));
    switch (event.kind) {
      case "transfer":
        if (debit !== undefined && isUser(event.from)) {
          if (isAddressEqual(event.to, debit.recipient)) debit.credited += event.amount;
          return;
        }
        if (isUser(event.from)) addTokenChange(token, -event.amount);
        if (isUser(event.to)) addTokenChange(token, event.amount);
        return;
      case "nftTransfer":
        if (debit !== undefined) debit.isNft = true;
        if (isUser(event.from) && !isUser(event.to))
          nftTransfers.push({ token, tokenId: event.tokenId, direction: "out" });
        if (isUser(event.to) && !isUser(event.from))
          nftTransfers.push({ token, tokenId: event.tokenId, direction: "in" });
        return;
      case "approval":
        if (isUser(event.owner)) {
          allowances.set(`${token}:${event.spender}`, {
            token,
            spender: event.spender,
            amount: event.amount,
            spent: false,
          });
        }
        return;
      case "nftApproval":
        if (isUser(event.owner))
          otherApprovals.push({ kind: "nft", token, spender: event.spender, tokenId: event.tokenId });
        return;
      case "operator":
        if (isUser(event.owner)) {
          otherApprovals.push({ kind: "operator", token, spender: event.spender, approved: event.approved });
        }
        return;
      case "deposit":
      case "withdrawal":
        // Only the wrapped native token's Deposit and Withdrawal are wraps: SmartChef pools emit a
        // Deposit(address indexed, uint256) of the same signature for a stake, which moves no token
        // of the pool's to anybody.
        if (wrappedNative === undefined || !isAddressEqual(token, wrappedNative)) return;
        if (!isUser(event.account) || alsoEmittedAsTransfer(event, token, frameLogs)) return;
        addTokenChange(token, event.kind === "deposit" ? event.amount : -event.amount);
        return;
    }
  };

  const spendAllowance = (frame: CallTraceFrame, token: Address, amount: bigint) => {
    const allowance = allowances.get(`${token}:${getAddress(frame.from)}`);
    if (allowance === undefined || isUnlimitedAllowance(allowance.amount)) return;
    allowance.amount -= amount < allowance.amount ? amount : allowance.amount;
    allowance.spent = true;
  };

  const walk = (frame: CallTraceFrame, debits: readonly UserDebit[]) => {
    if (frame.error !== undefined) return;
    const value = BigInt(frame.value ?? "0x0");
    if (value !== 0n && VALUE_MOVING_TYPES.has(frame.type)) {
      if (isUser(frame.from)) nativeChange -= value;
      if (frame.to !== undefined && isUser(frame.to)) nativeChange += value;
    }
    let inner = debits;
    let ownDebit: UserDebit | undefined;
    const transfer = readTokenTransfer(frame);
    if (transfer !== undefined && frame.to !== undefined) {
      const token = getAddress(frame.to);
      if (isUser(transfer.from) && !isUser(transfer.to)) {
        ownDebit = { token, recipient: transfer.to, amount: transfer.amount, credited: 0n, isNft: false };
        inner = [ownDebit, ...debits];
      }
      if (isUser(transfer.from) && !isAddressEqual(frame.from, transfer.from)) {
        spendAllowance(frame, token, transfer.amount);
      }
    }
    const logs = frame.logs ?? [];
    const applyLogsAt = (position: number) => {
      for (const log of logs) if (logPosition(log) === position) applyLog(log, logs, inner);
    };
    (frame.calls ?? []).forEach((child, index) => {
      applyLogsAt(index);
      walk(child, inner);
    });
    applyLogsAt(frame.calls?.length ?? 0);
    if (ownDebit === undefined || ownDebit.isNft) return;
    addTokenChange(ownDebit.token, -ownDebit.amount);
    if (ownDebit.credited < ownDebit.amount) {
      transferFees.push({
        token: ownDebit.token,
        recipient: ownDebit.recipient,
        sent: ownDebit.amount,
        received: ownDebit.credited,
      });
    }
  };
  walk(root, []);

  const approvals: ApprovalChange[] = [];
  for (const allowance of allowances.values()) {
    // A permit that the same call spends in full leaves nothing the user still grants.
    if (allowance.spent && allowance.amount === 0n) continue;
    approvals.push({
      kind: "allowance",
      token: allowance.token,
      spender: allowance.spender,
      amount: allowance.amount,
      unlimited: isUnlimitedAllowance(allowance.amount),
    });
  }
  return {
    status: "success",
    gasUsed,
    nativeChange,
    tokenChanges: [...tokenChanges]
      .filter(([, amount]) => amount !== 0n)
      .map(([token, amount]) => ({ token, amount })),
    nftTransfers,
    approvals: [...approvals, ...otherApprovals],
    transferFees,
  };
}
