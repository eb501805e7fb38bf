import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { classNames } from "../classNames.ts";
import styles from "./Tabs.module.css";
import { rovingIndexForKey } from "../rovingFocus/rovingIndexForKey.ts";

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem[];
  activeId: string;
  onChange: (id: string) => void;
  fullWidth?: boolean;
}

/** Tabs that switch panels in place; arrow keys move between tabs (only the active one is in the Tab order). */
export function Tabs({ label, tabs, activeId, onChange, fullWidth = false }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === activeId),
  );
  const activeTab = tabs[activeIndex];

  const handleKeyDown = (event: KeyboardEvent) => {
    const next = rovingIndexForKey(event.key, activeIndex, tabs.length, "horizontal");
    const nextTab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !nextTab) return;
    event.preventDefault();
    onChange(nextTab.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className={classNames(styles.tabList, fullWidth && styles.fullWidth)}
        onKeyDown={handleKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === activeIndex}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === activeIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {activeTab && (
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${activeTab.id}`}
          tabIndex={0}
          className={styles.panel}
        >
          {activeTab.panel}
        </div>
      )}
    </div>
  );
}
