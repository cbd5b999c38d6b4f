/**
 * Uploads (issue 16; src/contract/media.ts): the signed-in person's avatar and the current account's logo, sent as
 * multipart/form-data through the one API client (headers, session timeout, parsing), and their removal.
 */
import { MEDIA_PATHS, UPLOAD_FIELD, avatarResponse, logoResponse } from '../contract/media.ts';
import { mediaMessages } from '../domain/media.ts';
import { ApiError, type ApiClient } from './client.ts';

/** The form of an upload: the file in its field, under its own name. */
function uploadForm(file: File): FormData {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return form;
}

export function mediaCalls(api: ApiClient) {
  return {
    /** POST /media/avatar: the person with their new avatar, and the stored image. */
    uploadAvatar: (file: File) => api.call(avatarResponse, MEDIA_PATHS.avatar, { body: uploadForm(file) }),
    /** DELETE /media/avatar: the person without an avatar. */
    removeAvatar: () => api.call(avatarResponse, MEDIA_PATHS.avatar, { method: 'DELETE' }),
    /** POST /media/logo (header account_Id: the current account): its new logo. */
    uploadLogo: (file: File) =>
      api.call(logoResponse, MEDIA_PATHS.logo, { body: uploadForm(file), accountIdHeader: true }),
    /** DELETE /media/logo {account_id}. */
    removeLogo: (accountId: number) =>
      api.call(logoResponse, MEDIA_PATHS.logo, { method: 'DELETE', body: { account_id: accountId } }),
    /** GET /auth/getLogo (spec 7.2; header account_Id): the account's logo URL, null when none. */
    logo: () => api.call(logoResponse, MEDIA_PATHS.getLogo, { accountIdHeader: true }),
  };
}
export type MediaCalls = ReturnType<typeof mediaCalls>;

/**
 * The sentence of a failed upload or removal: the server's own for a refusal (its sentences are the domain's), the
 * size sentence for a 413 whoever answered it (a proxy's has no sentence), the session's when it timed out, else
 * `fallback`.
 */
export function uploadErrorSentence(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.kind === 'sessionTimeout') return error.message;
  if (error.kind !== 'http' || error.status === null) return fallback;
  if (error.status === 413) return mediaMessages.tooLarge;
  return error.status >= 400 && error.status < 500 && error.status !== 401 ? error.message : fallback;
}
