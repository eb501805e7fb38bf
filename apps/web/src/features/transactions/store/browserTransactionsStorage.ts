import type { TransactionsStorage } from "./TransactionsStorage.ts";

/**
 * Local storage. It can be unavailable (privacy modes) or full: the store then keeps working in
 * memory for this visit, and the failure is logged.
 */
export const browserTransactionsStorage: TransactionsStorage = {
  read(key) {
    try {
      return localStorage.getItem(key);
    } catch (error) {
      console.warn("Recent transactions could not be read from local storage", error);
      return null;
    }
  },
  write(key, value) {
    try {
      localStorage.setItem(key, value);
    } catch (error) {
      console.warn("Recent transactions could not be saved to local storage", error);
    }
  },
  watch(onChange) {
    // Fired only for writes made by other tabs of the same origin.
    const listener = (event: StorageEvent) => {
      if (event.storageArea === localStorage) onChange(event.key);
    };
    window.addEventListener("storage", listener);
    return () => window.removeEventListener("storage", listener);
  },
};
