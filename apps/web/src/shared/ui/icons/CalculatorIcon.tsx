import { SvgIcon, type IconProps } from "./SvgIcon.tsx";

/** A pocket calculator: the ROI calculator's button. */
export function CalculatorIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="4" y="2" width="16" height="20" rx="2" />
      <path d="M8 6h8" />
      <path d="M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15h.01M8 19h.01M12 19h.01M16 19h.01" />
    </SvgIcon>
  );
}
