import type { PageLevel } from './headingLevel.ts';
import { TitledPage } from './PlaceholderPage.tsx';

/**
 * A page whose subject the account role may not see or change (src/domain/permissions.ts): its title and why
 * nothing else is shown, instead of controls the server would refuse. `level` 2 inside another page (a settings tab).
 */
export function ReadOnlyNotice({
  title,
  line,
  level = 1,
}: {
  title: string;
  line: string;
  level?: PageLevel;
}) {
  return (
    <TitledPage title={title} level={level}>
      <p role="note" data-testid="read-only-notice" className="mt-3 text-slate-600">
        {line}
      </p>
    </TitledPage>
  );
}
