/**
 * My library's Uploads tab (spec 7.5 POST /auth/getlibraryuploads; issue 18): the account's own images, 12 a page,
 * newest first, with an upload button and Remove for members who may edit the library (LibraryMediaTab.tsx).
 */
import type { LibraryTabProps } from '../types.ts';
import { LibraryMediaTab } from './LibraryMediaTab.tsx';

export function UploadsTab(props: LibraryTabProps) {
  return <LibraryMediaTab {...props} kind="upload" />;
}
