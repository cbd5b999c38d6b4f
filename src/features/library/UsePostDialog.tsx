/**
 * "Use this post": pick the day to post on (tomorrow by default, so the planner's usual 09:00 is never in the past)
 * and open the planner's new-post modal prefilled with the post (composeHref): caption and hashtags, its image and
 * the networks it suits that the account has connected.
 */
import { useId, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { addDays, isDayKey } from '../../domain/calendar.ts';
import { composeHref, libraryText, type LibraryPost } from '../../domain/library.ts';
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
        </form>
      ) : null}
    </Modal>
  );
}
