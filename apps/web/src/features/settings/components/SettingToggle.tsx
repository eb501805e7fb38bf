import { useId } from "react";
import { Toggle } from "../../../shared/ui/index.ts";
import layout from "./settingLayout.module.css";

export interface SettingToggleProps {
  /** Names the switch. */
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function SettingToggle({ label, description, checked, onChange }: SettingToggleProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className={layout.row}>
      <div className={layout.text}>
        <p id={labelId} className={layout.label}>
          {label}
        </p>
        {description && (
          <p id={descriptionId} className={layout.description}>
            {description}
          </p>
        )}
      </div>
      <Toggle
        checked={checked}
        onChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
      />
    </div>
  );
}
