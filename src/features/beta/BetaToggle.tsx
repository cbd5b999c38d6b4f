/**
 * The beta dashboard toggle (spec 4.7): a switch in the profile menu; turning it on asks first (a dialog with YES
 * and NO), turning it off applies at once; the flag is kept in browser storage `betaToggle`.
 * BetaToggleProvider runs the machine (first state from storage) and renders the confirmation dialog, so the
 * dialog outlives the profile menu closing behind it.
 */
import { inspect } from '../../app/inspection.ts';
import { DialogTitle, Description, Field, Label, Switch } from '@headlessui/react';
import { Modal } from '../../ui/Modal.tsx';
import { useState, type ReactNode } from 'react';
import { betaToggleMachine } from '../../../machines/betaToggle.machine.ts';
import {
  BETA_TOGGLE_KEY,
  betaToggleText,
  parseBetaToggle,
  serializeBetaToggle,
} from '../../domain/profileMenu.ts';
import { BetaToggleActorContext } from './betaToggleContext.ts';
import { buttonClass } from '../../ui/buttonClass.ts';

function readStoredFlag(): boolean {
  try {
    return parseBetaToggle(localStorage.getItem(BETA_TOGGLE_KEY));
  } catch {
    return false;
  }
}

export function BetaToggleProvider({ children }: { children: ReactNode }) {
  const [logic] = useState(() =>
    betaToggleMachine.provide({
      actions: {
        storeBetaToggle: (_, { enabled }) => {
          try {
            localStorage.setItem(BETA_TOGGLE_KEY, serializeBetaToggle(enabled));
          } catch {
            // Storage refused (private mode, quota): the toggle still applies for this page.
          }
        },
      },
    }),
  );
  const [options] = useState(() => ({ input: { enabled: readStoredFlag() }, inspect }));
  return (
    <BetaToggleActorContext.Provider logic={logic} options={options}>
      {children}
      <BetaConfirmDialog />
    </BetaToggleActorContext.Provider>
  );
}

/** The switch itself, for the profile menu. */
export function BetaToggleSwitch() {
  const actor = BetaToggleActorContext.useActorRef();
  const checked = BetaToggleActorContext.useSelector((snapshot) => snapshot.hasTag('checked'));
  return (
    <Field className="flex items-center justify-between gap-3 px-3 py-2">
      <Label className="text-sm text-slate-700">{betaToggleText.label}</Label>
      <Switch
        checked={checked}
        onChange={(on) => actor.send({ type: on ? 'beta.turnedOn' : 'beta.turnedOff' })}
        className="group relative inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-slate-300 transition-colors data-[checked]:bg-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <span
          aria-hidden="true"
          className="inline-block h-4 w-4 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-4"
        />
      </Switch>
    </Field>
  );
}

/** 'Dashboard (Beta)': 'This feature is under development do you want continue?' YES / NO. */
function BetaConfirmDialog() {
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
