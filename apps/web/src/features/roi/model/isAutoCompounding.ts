/** True when the pool compounds by itself at a fixed frequency (compounds per day above 0). */
export function isAutoCompounding(
  autoCompoundFrequency: number | undefined,
): autoCompoundFrequency is number {
  return autoCompoundFrequency !== undefined && autoCompoundFrequency > 0;
}
