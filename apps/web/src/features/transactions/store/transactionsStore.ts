import { browserTransactionsStorage } from "./browserTransactionsStorage.ts";
import { createTransactionsStore } from "./createTransactionsStore.ts";

/** The page's one transactions store, in local storage. */
export const transactionsStore = createTransactionsStore(browserTransactionsStorage);
