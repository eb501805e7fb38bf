/**
 * Cuts one batch's flat results back into the groups of calls they were made from, in order: the
 * reads of many pools or farms go out as one list, and each reads back its own slice.
 */
export function splitByLengths<T>(
  results: readonly T[],
  groups: readonly { readonly length: number }[],
): readonly (readonly T[])[] {
  let start = 0;
  return groups.map(({ length }) => {
    const slice = results.slice(start, start + length);
    start += length;
    return slice;
  });
}
