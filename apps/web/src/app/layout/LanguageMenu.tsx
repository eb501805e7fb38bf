import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import {
  languages,
  shortLanguageCode,
  useTranslation,
  type DictionaryUnavailableError,
  type Language,
} from "../../shared/i18n/index.ts";
import { useToast } from "../../shared/toast/index.ts";
import { GlobeIcon, VisuallyHidden, classNames, rovingIndexForKey } from "../../shared/ui/index.ts";
import styles from "./LanguageMenu.module.css";

/** The header's language choice: a button showing the short code that opens a menu of the 28 languages. */
export function LanguageMenu() {
  const { t, currentLanguage, setLanguage, isLoading, loadError } = useTranslation();
  const { toastError } = useToast();
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const currentIndex = languages.indexOf(currentLanguage);

  useEffect(() => {
    if (!isOpen) return;
    itemRefs.current[currentIndex]?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePress);
  }, [isOpen, currentIndex]);

  // Each failed load is told once, whether the menu asked for it or the stored choice did on start.
  const toldError = useRef<DictionaryUnavailableError | null>(null);
  useEffect(() => {
    if (loadError === null || loadError === toldError.current) return;
    toldError.current = loadError;
    toastError(t("Could not load %language%. Try again later.", { language: loadError.language.language }));
  }, [loadError, t, toastError]);

  const closeAndFocusButton = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (language: Language) => {
    closeAndFocusButton();
    void setLanguage(language);
  };

  const handleButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    setIsOpen(true);
  };

  const handleMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      closeAndFocusButton();
      return;
    }
    const focused = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const target = rovingIndexForKey(event.key, focused, languages.length, "vertical");
    if (target === undefined) return;
    event.preventDefault();
    itemRefs.current[target]?.focus();
  };

  const handleBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setIsOpen(false);
  };

  const label = t("Language: %language%", { language: currentLanguage.language });
  return (
    <div ref={containerRef} className={styles.container} onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        title={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-busy={isLoading}
        data-testid="language-menu-button"
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={handleButtonKeyDown}
      >
        <GlobeIcon className={classNames(isLoading && styles.loading)} />
        {/* The visible code is a hint; the hidden label names the control, so both can differ. */}
        <span className={styles.code} aria-hidden="true">
          {shortLanguageCode(currentLanguage.code)}
        </span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label={t("Language")}
        className={styles.menu}
        hidden={!isOpen}
        onKeyDown={handleMenuKeyDown}
      >
        {languages.map((language, index) => (
          <button
            key={language.code}
            ref={(element) => {
              itemRefs.current[index] = element;
            }}
            type="button"
            role="menuitemradio"
            aria-checked={language === currentLanguage}
            lang={language.locale}
            tabIndex={-1}
            className={styles.item}
            onClick={() => choose(language)}
          >
            {language.language}
          </button>
        ))}
      </div>
    </div>
  );
}
