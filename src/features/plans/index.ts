// Interface of plan selection (spec 2.6, 4.4): the pages, the change-plan modal and the picker itself.
export { ChangePlanDialog } from './ChangePlanDialog.tsx';
export type { ChangePlanDialogProps } from './ChangePlanDialog.tsx';
export { PlanPicker } from './PlanPicker.tsx';
export { OfferPage, PaymentPage, PlanPage } from './PlanPages.tsx';
