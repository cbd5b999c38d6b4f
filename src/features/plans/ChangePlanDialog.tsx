/**
 * The change-plan modal (spec 2.6, 4.4), for the billing page and the content planner: the plan picker in a
 * dialog. With a live subscription, choosing a plan changes it; the subscription is fetched again and the modal
 * hides. Without one, the chosen plan goes to checkout.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { PlanPicker } from './PlanPicker.tsx';

export interface ChangePlanDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the plan changed (before the modal hides), e.g. to refresh the billing page. */
  onChanged?: () => void;
}

export function ChangePlanDialog({ open, onClose, onChanged }: ChangePlanDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-slate-900/30" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4 pt-[5vh]">
        <DialogPanel className="mx-auto w-full max-w-5xl rounded-lg bg-slate-50 p-5 shadow-xl">
          <div className="mb-4 flex items-center justify-between">
            <DialogTitle className="text-lg font-semibold text-slate-900">Change plan</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              Close
            </button>
          </div>
          {open ? (
            <PlanPicker
              onPlanChanged={() => {
                onChanged?.();
                onClose();
              }}
            />
          ) : null}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
