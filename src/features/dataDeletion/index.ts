// Interface of the data deletion status feature (spec 2.1 /fbDeletionStatus; issue 16): its page (routes.ts).
export { DeletionStatusPage } from './DeletionStatusPage.tsx';
