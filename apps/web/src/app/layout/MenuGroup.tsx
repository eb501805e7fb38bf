import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useTranslation } from "../../shared/i18n/index.ts";
import { ChevronDownIcon, classNames } from "../../shared/ui/index.ts";
import { isMenuEntryActive } from "./isMenuEntryActive.ts";
import styles from "./MainMenu.module.css";
import type { MenuLabel, MenuLink } from "./menuConfig.ts";
import { MenuItemLink } from "./MenuItemLink.tsx";

export interface MenuGroupProps {
  label: MenuLabel;
  items: readonly MenuLink[];
  pathname: string;
  onNavigate: () => void;
}

/** A menu entry that opens a list of links (disclosure pattern): click to open, Escape or leaving closes. */
export function MenuGroup({ label, items, pathname, onNavigate }: MenuGroupProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const isActive = items.some((item) => isMenuEntryActive(item, pathname));

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePress);
  }, [isOpen]);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !isOpen) return;
    event.stopPropagation();
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  const handleBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setIsOpen(false);
  };

  const handleNavigate = () => {
    setIsOpen(false);
    onNavigate();
  };

  return (
    <div ref={containerRef} className={styles.group} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={classNames(styles.link, isActive && styles.active)}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {t(label)}
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <ul id={listId} role="list" className={styles.submenu} hidden={!isOpen}>
        {items.map((item) => (
          <li key={item.label}>
            <MenuItemLink
              link={item}
              isActive={isMenuEntryActive(item, pathname)}
              onNavigate={handleNavigate}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
