/** Hand-written behaviour of the profile menu machine (spec 4.6), on a SimulatedClock. */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PROFILE_MENU_LEAVE_GRACE } from '../../src/domain/profileMenu.ts';
import { profileMenuMachine } from '../../machines/profileMenu.machine.ts';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(profileMenuMachine, { clock }).start();
  const isOpen = () => actor.getSnapshot().hasTag('open');
  return { actor, clock, isOpen };
}

describe('profile menu', () => {
  it('opens on hover on desktop, not on a touch', () => {
    const { actor, isOpen } = start();
    actor.send({ type: 'menu.pointerEntered', device: 'mobile' });
    expect(isOpen()).toBe(false);
    actor.send({ type: 'menu.pointerEntered', device: 'desktop' });
    expect(isOpen()).toBe(true);
  });

  it('opens and closes on click on mobile', () => {
    const { actor, isOpen } = start();
    actor.send({ type: 'menu.pointerEntered', device: 'mobile' });
    actor.send({ type: 'menu.buttonClicked' });
    expect(isOpen()).toBe(true);
    actor.send({ type: 'menu.pointerLeft' });
    expect(isOpen()).toBe(true);
    actor.send({ type: 'menu.buttonClicked' });
    expect(isOpen()).toBe(false);
  });

  it('closes PROFILE_MENU_LEAVE_GRACE after the mouse leaves, unless it comes back', () => {
    const { actor, clock, isOpen } = start();
    actor.send({ type: 'menu.pointerEntered', device: 'desktop' });
    actor.send({ type: 'menu.pointerLeft' });
    clock.increment(PROFILE_MENU_LEAVE_GRACE - 1);
    expect(isOpen()).toBe(true);
    actor.send({ type: 'menu.pointerEntered', device: 'desktop' });
    clock.increment(PROFILE_MENU_LEAVE_GRACE);
    expect(isOpen()).toBe(true);
    actor.send({ type: 'menu.pointerLeft' });
    clock.increment(PROFILE_MENU_LEAVE_GRACE);
    expect(isOpen()).toBe(false);
  });

  it('a click on a hovered menu pins it open instead of closing it', () => {
    const { actor, clock, isOpen } = start();
    actor.send({ type: 'menu.pointerEntered', device: 'desktop' });
    actor.send({ type: 'menu.buttonClicked' });
    actor.send({ type: 'menu.pointerLeft' });
    clock.increment(PROFILE_MENU_LEAVE_GRACE * 2);
    expect(isOpen()).toBe(true);
  });

  it('closes on Escape or a click outside (menu.dismissed) from the dropdown and from the switcher panel', () => {
    const { actor, isOpen } = start();
    actor.send({ type: 'menu.buttonClicked' });
    actor.send({ type: 'menu.dismissed' });
    expect(isOpen()).toBe(false);
    actor.send({ type: 'menu.buttonClicked' });
    actor.send({ type: 'menu.switchAccountOpened' });
    actor.send({ type: 'menu.dismissed' });
    expect(isOpen()).toBe(false);
  });

  it('switches between the dropdown and the switch-account panel, and reopens on the dropdown', () => {
    const { actor } = start();
    actor.send({ type: 'menu.buttonClicked' });
    expect(actor.getSnapshot().hasTag('switchAccount')).toBe(false);
    actor.send({ type: 'menu.switchAccountOpened' });
    expect(actor.getSnapshot().hasTag('switchAccount')).toBe(true);
    actor.send({ type: 'menu.switchAccountClosed' });
    expect(actor.getSnapshot().hasTag('switchAccount')).toBe(false);
    actor.send({ type: 'menu.switchAccountOpened' });
    actor.send({ type: 'menu.buttonClicked' });
    actor.send({ type: 'menu.buttonClicked' });
    expect(actor.getSnapshot().hasTag('switchAccount')).toBe(false);
  });
});
