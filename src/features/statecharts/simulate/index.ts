export { SimulatePanel, type SimulatePanelProps } from './SimulatePanel.tsx';
