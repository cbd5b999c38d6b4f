/** My library's Library tab (spec 2.2 `my_library#content`): the ready-made posts, and "Use this post". */
import { useState } from 'react';
import type { LibraryPost, LibraryTab as LibraryTabName } from '../../../domain/library.ts';
import { LibraryBrowser } from '../LibraryBrowser.tsx';
import type { LibraryTabProps } from '../types.ts';
import { UsePostDialog } from '../UsePostDialog.tsx';

export function LibraryTab({ accountId, canEdit, tab }: LibraryTabProps & { tab: LibraryTabName }) {
  const [using, setUsing] = useState<LibraryPost | null>(null);
  return (
    <>
      <LibraryBrowser accountId={accountId} tab={tab} canFavourite={canEdit} onUse={setUsing} />
      <UsePostDialog accountId={accountId} post={using} onClose={() => setUsing(null)} />
    </>
  );
}
