import type { ComponentProps, CSSProperties } from "react";
import { classNames } from "../classNames.ts";
import styles from "./Slider.module.css";

export interface SliderProps extends Omit<
  ComponentProps<"input">,
  "type" | "value" | "onChange" | "min" | "max" | "step"
> {
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** The accessible name: a range input has no visible label of its own. */
  "aria-label": string;
}

/** A horizontal range input whose track fills up to the thumb (e.g. a percentage in 1% steps). */
export function Slider({
  value,
  onValueChange,
  min = 0,
  max = 100,
  step = 1,
  className,
  style,
  ...rest
}: SliderProps) {
  const fill = max > min ? ((Math.min(Math.max(value, min), max) - min) / (max - min)) * 100 : 0;
  return (
    <input
      {...rest}
      type="range"
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(event) => onValueChange(Number(event.target.value))}
      className={classNames(styles.slider, className)}
      style={{ ...style, "--fill": `${fill}%` } as CSSProperties}
    />
  );
}
