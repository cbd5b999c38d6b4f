// Interface of the team feature (issue 16): /users (routes.ts) and the settings hub's Team tab.
export { TeamPage, TeamPanel } from './TeamPanel.tsx';
