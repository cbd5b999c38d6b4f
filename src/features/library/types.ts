/** What every tab of My library receives from the page frame (MyLibraryPage.tsx). */
export interface LibraryTabProps {
  /** The account whose library is shown (the header account of every call). */
  accountId: number;
  /** Whether the signed-in member may change the account's library (upload, remove, folders): spec roles. */
  canEdit: boolean;
}
