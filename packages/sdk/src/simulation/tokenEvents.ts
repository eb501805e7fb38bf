import { toEventSelector, toFunctionSelector } from "viem";

/** ERC-20 and ERC-721 share this signature; ERC-721 indexes the token id as a fourth topic. */
export const TRANSFER_TOPIC = toEventSelector("Transfer(address,address,uint256)");
/** ERC-20 and ERC-721 share this signature too, told apart by the topic count the same way. */
export const APPROVAL_TOPIC = toEventSelector("Approval(address,address,uint256)");
export const APPROVAL_FOR_ALL_TOPIC = toEventSelector("ApprovalForAll(address,address,bool)");
/** WETH9-style wrapping, which mints and burns without a `Transfer` event on BSC's WBNB. */
export const DEPOSIT_TOPIC = toEventSelector("Deposit(address,uint256)");
export const WITHDRAWAL_TOPIC = toEventSelector("Withdrawal(address,uint256)");

export const TRANSFER_SELECTOR = toFunctionSelector("transfer(address,uint256)");
export const TRANSFER_FROM_SELECTOR = toFunctionSelector("transferFrom(address,address,uint256)");
