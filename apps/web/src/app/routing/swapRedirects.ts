/**
 * /swap/{outputCurrency} → /swap with outputCurrency in the query string, keeping the other query
 * parameters and the hash (an outputCurrency already in the query is replaced by the path's).
 */
export function swapPathWithOutputCurrency(outputCurrency: string, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  params.set("outputCurrency", outputCurrency);
  return `/swap?${params.toString()}${hash}`;
}

/** /send → /swap, keeping the query string and hash. */
export function swapPathForSend(search: string, hash: string): string {
  return `/swap${search}${hash}`;
}
