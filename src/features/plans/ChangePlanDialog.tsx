/**
 * The change-plan modal (spec 2.6, 4.4), for the billing page and the content planner: the plan picker in a
 * dialog. With a live subscription, choosing a plan changes it; the subscription is fetched again and the modal
 * hides. Without one, the chosen plan goes to checkout.
 */
import { Modal, ModalHeader } from '../../ui/Modal.tsx';
import { PlanPicker } from './PlanPicker.tsx';

export interface ChangePlanDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the plan changed (before the modal hides), e.g. to refresh the billing page. */
  onChanged?: () => void;
}

export function ChangePlanDialog({ open, onClose, onChanged }: ChangePlanDialogProps) {
  return (
    <Modal open={open} onClose={onClose} width="max-w-5xl" panelClassName="bg-slate-50 p-5" nearTop>
      <ModalHeader title="Change plan" onClose={onClose} className="mb-4" />
      {open ? (
        <PlanPicker
          onPlanChanged={() => {
            onChanged?.();
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
