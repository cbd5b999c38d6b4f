import { DialogTitle, Description } from '@headlessui/react';
import { betaToggleText } from '../../domain/profileMenu.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Modal } from '../../ui/Modal.tsx';
import { BetaToggleActorContext } from './betaToggleContext.ts';

/** 'Dashboard (Beta)': 'This feature is under development do you want continue?' YES / NO. */
export function BetaConfirmDialog() {
  const actor = BetaToggleActorContext.useActorRef();
  const open = BetaToggleActorContext.useSelector((snapshot) => snapshot.hasTag('confirming'));
  const cancel = () => actor.send({ type: 'beta.cancelled' });
  return (
    <Modal open={open} onClose={cancel} role="alertdialog" layer="z-50" width="max-w-sm" compact centred>
      <DialogTitle className="text-base font-semibold text-slate-900">
        {betaToggleText.confirmTitle}
      </DialogTitle>
      <Description className="mt-2 text-sm text-slate-600">{betaToggleText.confirmText}</Description>
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" onClick={cancel} className={buttonClass('secondary')}>
          {betaToggleText.no}
        </button>
        <button
          type="button"
          onClick={() => actor.send({ type: 'beta.confirmed' })}
          className={buttonClass('primary')}
        >
          {betaToggleText.yes}
        </button>
      </div>
    </Modal>
  );
}
