/** Local-storage key of the chosen language's code (spec 000: the language is kept in local storage). */
export const LANGUAGE_STORAGE_KEY = "griddle:language";
