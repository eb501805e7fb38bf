/** Whether the pair mints the protocol its fee share before a mint or burn, and the reserve product it counts from. */
export interface ProtocolFee {
  readonly feeOn: boolean;
  readonly kLast: bigint;
}
