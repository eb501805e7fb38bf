/** Vault fees are in hundredths of a percent (spec 000 section 3): 200 is 2%. */
export function feeToPercent(fee: number): number {
  return fee / 100;
}
