/**
 * The card-update popup (spec 2.6, 4.4): the card fields only; on code 1 it closes and its fields are cleared.
 * The paywall's 'Update credit card' opens it through `?updateCard=1` on the billing page.
 */
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { CardForm, type CardOwner } from './CardForm.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';

export interface CardUpdateDialogProps extends CardOwner {
  open: boolean;
  onClose: () => void;
  onCardSaved: () => void;
}

export function CardUpdateDialog({ open, onClose, onCardSaved, ...owner }: CardUpdateDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-40 overflow-y-auto">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel className="relative w-full max-w-lg rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">Update card</DialogTitle>
          <Description className="mt-1 mb-5 text-sm text-slate-600">
            The new card is used for your next payments.
          </Description>
          <CardForm
            mode="cardUpdate"
            label="Update card"
            {...owner}
            onCardSaved={onCardSaved}
            extraActions={
              <button type="button" onClick={onClose} className={buttonClass('secondary')}>
                Cancel
              </button>
            }
          />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
