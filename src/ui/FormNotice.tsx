/**
 * A form's one-line outcome above its fields: "saved" as a polite status, a problem as an alert (issue 16's forms:
 * profile, setup steps, organisation profile, brand kit).
 */
export interface FormNoticeValue {
  readonly kind: 'saved' | 'error';
  readonly text: string;
}

export function FormNotice({ notice }: { notice: FormNoticeValue | null }) {
  if (!notice) return null;
  return (
    <p
      role={notice.kind === 'saved' ? 'status' : 'alert'}
      className={`rounded-md px-3 py-2 text-sm ${
        notice.kind === 'saved' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'
      }`}
    >
      {notice.text}
    </p>
  );
}
