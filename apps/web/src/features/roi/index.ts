export { RoiCalculatorButton } from "./components/RoiCalculatorButton.tsx";
export { RoiCalculatorModal, type RoiCalculatorModalProps } from "./components/RoiCalculatorModal.tsx";
export { getApy } from "./model/getApy.ts";
