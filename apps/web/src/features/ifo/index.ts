export { IfoShopperTasks } from "./tasks/components/IfoShopperTasks.tsx";
