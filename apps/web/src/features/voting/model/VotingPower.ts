/** Where an account's voting power at a block comes from, in CAKE (the hub's /api/voting-power). */
export interface VotingPowerBreakdown {
  readonly wallet: number;
  readonly vault: number;
  readonly manualPool: number;
  readonly partnerPools: number;
  readonly lpWallet: number;
  readonly lpFarm: number;
}

export interface VotingPower {
  readonly address: string;
  readonly block: number;
  readonly total: number;
  readonly breakdown: VotingPowerBreakdown;
}
