// Interface of the living style guide (issue 14): the spec's template routes show the design system of src/ui.
export { ComponentsPage } from './ComponentsPage.tsx';
export { FormsPage } from './FormsPage.tsx';
export { NotificationsPage } from './NotificationsPage.tsx';
export { PagesPage } from './PagesPage.tsx';
export { SamplePage } from './SamplePage.tsx';
export { TablesPage } from './TablesPage.tsx';
export { TypographyPage } from './TypographyPage.tsx';
