/**
 * "Use this post": pick the day to post on (tomorrow by default, so the planner's usual 09:00 is never in the past)
 * and open the planner's new-post modal prefilled with the post (composeHref): caption and hashtags, its image and
 * the networks it suits that the account has connected. Or (issue 19): customise it in the full post editor
 * (/{accid}/cuseditor/{id}), or make a design of its image (a template: the image as a replaceable slot) and open it
 * in the design editor.
 */
import { useId, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { addDays, isDayKey } from '../../domain/calendar.ts';
import { designCalls } from '../../api/designs.ts';
import { api } from '../../api/index.ts';
import { designWrites } from '../../api/queries/designs.ts';
import { designFromLibraryImage, editorHref } from '../../domain/designPages.ts';
import { composeHref, libraryText, type LibraryPost } from '../../domain/library.ts';
import { ErrorLine } from '../../ui/ErrorLine.tsx';
import { Link } from 'wouter';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { Modal, ModalHeader } from '../../ui/Modal.tsx';

/** Today in the browser's zone, 'YYYY-MM-DD'. */
function browserToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function UsePostDialog({
  accountId,
  post,
  onClose,
}: {
  accountId: number;
  post: LibraryPost | null;
  onClose: () => void;
}) {
  const today = browserToday();
  const [day, setDay] = useState(() => addDays(today, 1));
  const formId = useId();
  const valid = isDayKey(day) && day >= today;
  const [designing, setDesigning] = useState(false);
  const [designError, setDesignError] = useState<string | null>(null);
  const design = async (source: LibraryPost) => {
    setDesigning(true);
    setDesignError(null);
    try {
      const writes = designWrites(designCalls(api), accountId);
      const { name, doc } = designFromLibraryImage(source);
      const made = await writes.create({ preset: 'square', width: doc.width, height: doc.height, name });
      const saved = await writes.save(made.id, { version: made.version, doc });
      if (!saved.ok) throw new Error(libraryText.useDesignFailed);
      navigate(editorHref(accountId, made.id, isDayKey(day) ? day : null));
    } catch {
      setDesignError(libraryText.useDesignFailed);
      setDesigning(false);
    }
  };
  return (
    <Modal open={post !== null} onClose={onClose} width="max-w-md" compact>
      <ModalHeader title={libraryText.useTitle} onClose={onClose} />
      {post ? (
        <form
          id={formId}
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!valid) return;
            navigate(composeHref(accountId, { libraryPostId: post.id, day }));
          }}
        >
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{post.title}</span>
          </p>
          <TextField
            type="date"
            label={libraryText.useDay}
            value={day}
            min={today}
            required
            onChange={(event) => setDay(event.target.value)}
            error={valid ? undefined : libraryText.pastDay}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {libraryText.cancel}
            </Button>
            <Button type="submit" disabled={!valid}>
              {libraryText.useOpen}
            </Button>
          </div>
          <div className="border-t border-slate-200 pt-3 text-sm">
            <p className="font-medium text-slate-800">{libraryText.useOr}</p>
            <ul className="mt-1 flex flex-col items-start gap-1">
              <li>
                <Link
                  href={`/${accountId}/cuseditor/${post.id}`}
                  className="font-medium text-indigo-700 underline-offset-2 hover:underline"
                >
                  {libraryText.useCustomise}
                </Link>
              </li>
              <li>
                <Button
                  variant="ghost"
                  size="sm"
                  busy={designing}
                  busyLabel={libraryText.useDesigning}
                  onClick={() => void design(post)}
                >
                  {libraryText.useDesign}
                </Button>
              </li>
            </ul>
            <ErrorLine message={designError} />
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
