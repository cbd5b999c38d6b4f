export { LivePanel, type LivePanelProps } from './LivePanel.tsx';
