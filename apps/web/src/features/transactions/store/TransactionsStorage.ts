/** Where the transactions store keeps its text, and how it hears that another tab changed it. */
export interface TransactionsStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
  /** Calls `onChange` with the key another tab wrote, or null when it cleared everything. */
  watch(onChange: (key: string | null) => void): () => void;
}
