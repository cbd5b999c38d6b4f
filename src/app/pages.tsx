/**
 * Which component renders which route. Routes not listed render the placeholder page (title and one honest line)
 * until their feature lands; a later issue adds its page here.
 */
import type { ComponentType } from 'react';
import { authPages } from '../features/auth/pages.ts';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { billingPages } from '../features/billing/index.ts';
import { planPages } from '../features/plans/index.ts';
import type { RouteMatch } from '../domain/routes.ts';
import { RedirectingPage } from './RedirectingPage.tsx';

export type PageProps = RouteMatch;

export const pages: Readonly<Record<string, ComponentType<PageProps>>> = {
  index: LoginPage,
  ...authPages,
  redirect: RedirectingPage,
  ...billingPages,
  ...planPages,
};
