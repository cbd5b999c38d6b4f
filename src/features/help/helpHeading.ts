/** The <h1> of whichever help center view is shown: what the page focuses when the view changes. */
export const HELP_HEADING_ID = 'page-title';

export function focusHelpHeading(): void {
  document.getElementById(HELP_HEADING_ID)?.focus();
}
