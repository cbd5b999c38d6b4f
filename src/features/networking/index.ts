// Interface of the networking feature (spec 1, 2.5, 2.6, 5, 7.1, 8): the Networking page by route name.
import type { ComponentType } from 'react';
import type { PageProps } from '../../app/pages.tsx';
import { NetworkPage } from './NetworkPage.tsx';

export const networkPages: Readonly<Record<string, ComponentType<PageProps>>> = {
  network: NetworkPage,
};
export { NetworkPage } from './NetworkPage.tsx';
