/**
 * The card-update popup (spec 2.6, 4.4): the card fields only; on code 1 it closes and its fields are cleared.
 * The paywall's 'Update credit card' opens it through `?updateCard=1` on the billing page.
 */
import { Description, DialogTitle } from '@headlessui/react';
import { Modal } from '../../ui/Modal.tsx';
import { CardForm, type CardOwner } from './CardForm.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';

export interface CardUpdateDialogProps extends CardOwner {
  open: boolean;
  onClose: () => void;
  onCardSaved: () => void;
}

export function CardUpdateDialog({ open, onClose, onCardSaved, ...owner }: CardUpdateDialogProps) {
  return (
    <Modal open={open} onClose={onClose} width="max-w-lg" centred dim panelClassName="bg-white p-6">
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
    </Modal>
  );
}
