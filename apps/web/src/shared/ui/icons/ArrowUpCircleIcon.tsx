import { SvgIcon, type IconProps } from "./SvgIcon.tsx";

/** Sent off: a transaction on its way to the chain. */
export function ArrowUpCircleIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 4-4 4 4M12 16V8" />
    </SvgIcon>
  );
}
