/**
 * Facebook's data deletion callback status (spec 2.1 /fbDeletionStatus; issue 16). Facebook shows a person the
 * confirmation code of their deletion request and a link to this page; the page looks the code up
 * (GET /dataDeletionStatus?code=) and shows where the request stands.
 */

/** A confirmation code: 8 to 64 letters and digits. */
export const DELETION_CODE_PATTERN = /^[A-Za-z0-9]{8,64}$/;

/** The query parameter of /fbDeletionStatus that holds the code. */
export const DELETION_CODE_PARAM = 'code';

/** The request seeded by migration 0014, completed, so the page can be tried. */
export const DEMO_DELETION_CODE = 'DEMO1234DELETE';

export const DELETION_STATUSES = ['received', 'in_progress', 'completed'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

export interface DeletionRequest {
  readonly code: string;
  readonly provider: string;
  readonly status: DeletionStatus;
  /** ISO 8601. */
  readonly requestedAt: string;
  /** ISO 8601, once completed. */
  readonly completedAt: string | null;
}

export const deletionMessages = {
  badCode:
    'A confirmation code has 8 to 64 letters and digits, with no spaces. Check the code and try again.',
  unknownCode:
    'We have no data deletion request with this confirmation code. Check the code Facebook showed you and try again.',
  missingCode: 'Enter the confirmation code Facebook showed you.',
} as const;

export const deletionText = {
  heading: 'Data deletion status',
  intro:
    'When you remove our app from your Facebook account and ask for your data to be deleted, Facebook shows you a confirmation code. Enter it here to see where your request stands.',
  howTo:
    'To ask for deletion, remove the app in your Facebook settings (Settings and privacy, Apps and websites) and choose to delete your data, or write to us as our privacy policy explains.',
  privacyLink: 'Read our privacy policy',
  codeLabel: 'Confirmation code',
  codeHint: '8 to 64 letters and digits.',
  submit: 'Check status',
  loading: 'Looking up your request',
  otherCode: 'Check another code',
  statusHeading: 'Your request',
} as const;

/** What a person reads for each status. */
export const DELETION_STATUS_LABELS: Readonly<Record<DeletionStatus, string>> = {
  received: 'Received',
  in_progress: 'In progress',
  completed: 'Completed',
};

export const DELETION_STATUS_LINES: Readonly<Record<DeletionStatus, string>> = {
  received: 'We have received your request and will start deleting your data shortly.',
  in_progress: 'We are deleting your data. This can take up to 30 days.',
  completed: 'Your data has been deleted.',
};

/** The code as typed (spaces around it dropped), or the sentence that says why it is not one. */
export function deletionCodeProblem(raw: string): string | null {
  const code = raw.trim();
  if (code === '') return deletionMessages.missingCode;
  return DELETION_CODE_PATTERN.test(code) ? null : deletionMessages.badCode;
}

/** The address of the status page for `code`. */
export function deletionStatusHref(code: string): string {
  return `/fbDeletionStatus?${DELETION_CODE_PARAM}=${encodeURIComponent(code.trim())}`;
}
