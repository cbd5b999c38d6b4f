/**
 * The profile picture on the profile page and the settings hub's Profile tab (issue 16): uploaded to the media store
 * at once, apart from the profile form. The session takes the person as the server answers them, so the top bar's
 * avatar changes with it. While a staff member acts as the person, the picture shows but cannot be changed (like the
 * rest of the profile).
 */
import { api } from '../../api/index.ts';
import { mediaCalls, uploadErrorSentence } from '../../api/media.ts';
import { useSession } from '../../app/session.tsx';
import { thumbnailUrlOf } from '../../contract/media.ts';
import type { AuthUser } from '../../contract/session.ts';
import { mediaMessages, mediaUseMessages } from '../../domain/media.ts';
import { profileMessages } from '../../domain/profile.ts';
import { ImageUpload } from '../../ui/ImageUpload.tsx';

const calls = mediaCalls(api);
const words = mediaUseMessages.avatar;

export function AvatarField({ user, heading }: { user: AuthUser; heading: 'h2' | 'h3' }) {
  const { profileSaved, impersonating } = useSession();
  const name = `${user.name.first_name} ${user.name.last_name}`.trim() || user.username;
  const url = user.avatar ? thumbnailUrlOf(user.avatar) : null;
  if (impersonating) {
    const Heading = heading;
    return (
      <section aria-labelledby="avatar-title" className="rounded-lg border border-slate-200 p-4">
        <Heading id="avatar-title" className="text-base font-semibold text-slate-900">
          {words.title}
        </Heading>
        <div className="mt-2 flex flex-wrap items-center gap-4">
          {url ? (
            <img
              src={url}
              alt={`Profile picture of ${name}`}
              width={64}
              height={64}
              className="h-16 w-16 rounded-full border border-slate-200 object-cover"
            />
          ) : (
            <p className="text-sm text-slate-700">{words.none}</p>
          )}
          <p className="text-sm text-slate-600">{profileMessages.impersonating}</p>
        </div>
      </section>
    );
  }
  const taken = (answer: Awaited<ReturnType<typeof calls.uploadAvatar>>) => {
    if (!answer.data) throw new Error(mediaMessages.uploadFailed);
    profileSaved(answer.data.user);
  };
  return (
    <ImageUpload
      label={words.title}
      heading={heading}
      shape="circle"
      imageUrl={url}
      imageAlt={`Profile picture of ${name}`}
      emptyText={words.none}
      chooseLabel={words.choose}
      replaceLabel={words.replace}
      savedText={words.saved}
      removedText={words.removed}
      upload={async (file) => taken(await calls.uploadAvatar(file))}
      remove={async () => taken(await calls.removeAvatar())}
      errorSentence={uploadErrorSentence}
    />
  );
}
