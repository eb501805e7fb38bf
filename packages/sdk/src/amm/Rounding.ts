/**
 * How a decimal string drops digits. A const object rather than an `enum`: the project compiles with
 * `erasableSyntaxOnly`, so Node runs the sources by stripping types.
 */
export const Rounding = { ROUND_DOWN: 0, ROUND_HALF_UP: 1, ROUND_UP: 2 } as const;
export type Rounding = (typeof Rounding)[keyof typeof Rounding];
