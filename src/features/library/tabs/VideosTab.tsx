/**
 * My library's Videos tab (spec 7.5 POST /auth/getvideoposts; issue 18): the account's own short videos, 12 a page,
 * newest first, each with its poster frame and duration and playing in a dialog; an upload button (the poster frame
 * captured in the browser first) and Remove for members who may edit the library (LibraryMediaTab.tsx).
 */
import type { LibraryTabProps } from '../types.ts';
import { LibraryMediaTab } from './LibraryMediaTab.tsx';

export function VideosTab(props: LibraryTabProps) {
  return <LibraryMediaTab {...props} kind="video" />;
}
