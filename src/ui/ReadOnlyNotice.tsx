import { TitledPage } from './PlaceholderPage.tsx';

/**
 * A page whose subject the account role may not see or change (src/domain/permissions.ts): its title and why
 * nothing else is shown, instead of controls the server would refuse.
 */
export function ReadOnlyNotice({ title, line }: { title: string; line: string }) {
  return (
    <TitledPage title={title}>
      <p role="note" data-testid="read-only-notice" className="mt-3 text-slate-600">
        {line}
      </p>
    </TitledPage>
  );
}
