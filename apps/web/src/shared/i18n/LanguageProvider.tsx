import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useStoredPreference } from "../storage/useStoredPreference.ts";
import { DictionaryUnavailableError } from "./DictionaryUnavailableError.ts";
import { EN, parseStoredLanguage, textDirection, type Language } from "./languages.ts";
import { LANGUAGE_STORAGE_KEY } from "./languageStorage.ts";
import { LanguageContext, type LanguageContextValue } from "./LanguageContext.ts";
import { loadDictionary } from "./loadDictionary.ts";
import { translate, type Dictionary, type TranslationData } from "./translate.ts";

interface ActiveLanguage {
  readonly language: Language;
  readonly dictionary: Dictionary;
}

/** English needs no dictionary: every key is already its English text. */
const ENGLISH: ActiveLanguage = { language: EN, dictionary: {} };

const storedCode = (raw: string | null) => parseStoredLanguage(raw).code;

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [savedCode, saveCode] = useStoredPreference(LANGUAGE_STORAGE_KEY, storedCode);
  const [active, setActive] = useState<ActiveLanguage>(ENGLISH);
  const [pendingRequests, setPendingRequests] = useState(0);
  const dictionaries = useRef(new Map<string, Dictionary>([[EN.code, ENGLISH.dictionary]]));
  // Only the latest choice may switch: an older, slower fetch must not win over it.
  const latestRequest = useRef(0);

  const [loadError, setLoadError] = useState<DictionaryUnavailableError | null>(null);

  /** Shows `language` once its dictionary is in; true when it did (a later choice may overtake it). */
  const activate = useCallback(async (language: Language): Promise<boolean> => {
    const request = ++latestRequest.current;
    let dictionary = dictionaries.current.get(language.code);
    if (dictionary === undefined) {
      setPendingRequests((count) => count + 1);
      try {
        dictionary = await loadDictionary(language);
      } catch (error) {
        if (!(error instanceof DictionaryUnavailableError)) throw error;
        if (request === latestRequest.current) setLoadError(error);
        return false;
      } finally {
        setPendingRequests((count) => count - 1);
      }
      dictionaries.current.set(language.code, dictionary);
    }
    if (request !== latestRequest.current) return false;
    setActive({ language, dictionary });
    return true;
  }, []);

  const setLanguage = useCallback(
    async (language: Language) => {
      if (await activate(language)) saveCode(language.code);
    },
    [activate, saveCode],
  );

  // The stored choice loads once on start; until it has (or if it cannot), the page shows English.
  const initialCode = useRef(savedCode);
  useEffect(() => {
    const language = parseStoredLanguage(initialCode.current);
    if (language !== EN) void activate(language);
  }, [activate]);

  useEffect(() => {
    const root = document.documentElement;
    root.lang = active.language.locale;
    root.dir = textDirection(active.language.code);
  }, [active.language]);

  const value = useMemo<LanguageContextValue>(
    () => ({
      currentLanguage: active.language,
      setLanguage,
      isLoading: pendingRequests > 0,
      loadError,
      t: (key: string, data?: TranslationData) => translate(active.dictionary, key, data),
    }),
    [active, setLanguage, pendingRequests, loadError],
  );
  return <LanguageContext value={value}>{children}</LanguageContext>;
}
