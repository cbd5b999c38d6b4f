// Interface of the content planner (spec 2.6, issue 6): its pages by route name, for the app's page table.
import type { ComponentType } from 'react';
import type { PageProps } from '../../app/pages.tsx';
import { PlannerPage } from './PlannerPage.tsx';

export const plannerPages: Readonly<Record<string, ComponentType<PageProps>>> = {
  contentplanner: PlannerPage,
  'accid-contentplanner': PlannerPage,
  'contentplanner-id-id': PlannerPage,
  'accid-contentplanner-id-id': PlannerPage,
};
export { PlannerPage } from './PlannerPage.tsx';
