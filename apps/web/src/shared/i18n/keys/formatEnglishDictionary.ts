/** The English dictionary file: every key is its own text, sorted, as 2-space JSON ending in a newline. */
export function formatEnglishDictionary(keys: readonly string[]): string {
  const sorted = [...keys].sort();
  return `${JSON.stringify(Object.fromEntries(sorted.map((key) => [key, key])), null, 2)}\n`;
}
