// Interface of the designer feature (issue 19): the start of a new design and My designs (routes.ts).
export { DesignerStartPage } from './DesignerStartPage.tsx';
export { MyDesignsPage } from './MyDesignsPage.tsx';
