/**
 * The account's logo on the organisation profile and the brand kit (issue 16): the upload field for a role that may
 * change the account's settings, else the logo and why it cannot be changed here. The logo is GET /auth/getLogo's
 * (cached); an upload or a removal invalidates every read that carries it (logoChanged).
 */
import { api } from '../../api/index.ts';
import { mediaCalls, uploadErrorSentence } from '../../api/media.ts';
import { accountLogo, logoChanged } from '../../api/queries/media.ts';
import { useQuery } from '../../api/queries/useQuery.ts';
import { useCan } from '../../app/permissions.ts';
import { thumbnailUrlOf } from '../../contract/media.ts';
import { logoReadOnly, mediaUseMessages } from '../../domain/media.ts';
import { organisationMessages } from '../../domain/organisation.ts';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { ImageUpload } from '../../ui/ImageUpload.tsx';
import { SkeletonBlock } from '../../ui/Skeleton.tsx';

const calls = mediaCalls(api);
const words = mediaUseMessages.logo;

export function LogoField({ accountId, company }: { accountId: number; company: string }) {
  const logo = useQuery(accountLogo.query(calls, accountId));
  const allowed = useCan('account.settings');
  if (logo.state.status === 'loading') return <SkeletonBlock label="Loading the logo" lines={2} />;
  if (logo.state.status === 'failed') {
    return <ErrorWithRetry message={organisationMessages.logoFailed} onRetry={logo.retry} />;
  }
  const url = logo.state.data;
  const alt = `Logo of ${company}`;
  if (!allowed) {
    return (
      <section aria-labelledby="logo-title" className="rounded-lg border border-slate-200 p-4">
        <h2 id="logo-title" className="text-base font-semibold text-slate-900">
          {words.title}
        </h2>
        <div className="mt-2 flex flex-wrap items-center gap-4">
          {url ? (
            <img
              src={thumbnailUrlOf(url)}
              alt={alt}
              width={64}
              height={64}
              className="h-16 w-16 rounded-md border border-slate-200 object-contain"
            />
          ) : (
            <p className="text-sm text-slate-700">{words.none}</p>
          )}
          <p className="text-sm text-slate-600">{logoReadOnly}</p>
        </div>
      </section>
    );
  }
  return (
    <ImageUpload
      label={words.title}
      imageUrl={url ? thumbnailUrlOf(url) : null}
      imageAlt={alt}
      emptyText={words.none}
      chooseLabel={words.choose}
      replaceLabel={words.replace}
      savedText={words.saved}
      removedText={words.removed}
      upload={async (file) => {
        await calls.uploadLogo(file);
        await logoChanged(accountId);
      }}
      remove={async () => {
        await calls.removeLogo(accountId);
        await logoChanged(accountId);
      }}
      errorSentence={uploadErrorSentence}
    />
  );
}
