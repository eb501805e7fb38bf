export { useCakePriceUsd } from "./useCakePriceUsd.ts";
