import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import {
  DictionaryUnavailableError,
  languages,
  shortLanguageCode,
  useTranslation,
  type Language,
} from "../../shared/i18n/index.ts";
import { useToast } from "../../shared/toast/index.ts";
import { GlobeIcon, classNames } from "../../shared/ui/index.ts";
import styles from "./LanguageMenu.module.css";
import { menuKeyTarget } from "./menuKeyTarget.ts";

/** The header's language choice: a button showing the short code that opens a menu of the 28 languages. */
export function LanguageMenu() {
  const { t, currentLanguage, setLanguage, isLoading } = useTranslation();
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
    // Focus moves to the checked item when the menu opens, not whenever the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  const closeAndFocusButton = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (language: Language) => {
    closeAndFocusButton();
    setLanguage(language).catch((error: unknown) => {
      if (!(error instanceof DictionaryUnavailableError)) throw error;
      toastError(t("Could not load %language%. Try again later.", { language: language.language }));
    });
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
    const target = menuKeyTarget(event.key, focused, languages.length);
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
        aria-label={label}
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
        <span className={styles.code}>{shortLanguageCode(currentLanguage.code)}</span>
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
