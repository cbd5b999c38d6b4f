/** Hand-written behaviour of the profile menu machine (spec 4.6), on a SimulatedClock. */
import { describe, expect, it } from 'vitest';
import { PROFILE_MENU_LEAVE_GRACE } from '../../src/domain/profileMenu.ts';
import { profileMenuMachine } from '../../machines/profileMenu.machine.ts';
import { startOnClock } from './onClock.ts';

const start = () => startOnClock(profileMenuMachine);

describe('profile menu', () => {
  it('opens on hover on desktop, not on a touch', () => {
    const { actor, has } = start();
    actor.send({ type: 'menu.pointerEntered', device: 'mobile' });
    expect(has('open')).toBe(false);
    actor.send({ type: 'menu.pointerEntered', device: 'desktop' });
    expect(has('open')).toBe(true);
  });

  it('opens and closes on click on mobile', () => {
    const { actor, has } = start();
    actor.send({ type: 'menu.pointerEntered', device: 'mobile' });
    actor.send({ type: 'menu.buttonClicked' });
    expect(has('open')).toBe(true);
    actor.send({ type: 'menu.pointerLeft' });
    expect(has('open')).toBe(true);
    actor.send({ type: 'menu.buttonClicked' });
    expect(has('open')).toBe(false);
  });

  it('closes PROFILE_MENU_LEAVE_GRACE after the mouse leaves, unless it comes back', () => {
    const { actor, clock, has } = start();
    actor.send({ type: 'menu.pointerEntered', device: 'desktop' });
    actor.send({ type: 'menu.pointerLeft' });
    clock.increment(PROFILE_MENU_LEAVE_GRACE - 1);
    expect(has('open')).toBe(true);
    actor.send({ type: 'menu.pointerEntered', device: 'desktop' });
    clock.increment(PROFILE_MENU_LEAVE_GRACE);
    expect(has('open')).toBe(true);
    actor.send({ type: 'menu.pointerLeft' });
    clock.increment(PROFILE_MENU_LEAVE_GRACE);
    expect(has('open')).toBe(false);
  });

  it('a click on a hovered menu pins it open instead of closing it', () => {
    const { actor, clock, has } = start();
    actor.send({ type: 'menu.pointerEntered', device: 'desktop' });
    actor.send({ type: 'menu.buttonClicked' });
    actor.send({ type: 'menu.pointerLeft' });
    clock.increment(PROFILE_MENU_LEAVE_GRACE * 2);
    expect(has('open')).toBe(true);
  });

  it('closes on Escape or a click outside (menu.dismissed) from the dropdown and from the switcher panel', () => {
    const { actor, has } = start();
    actor.send({ type: 'menu.buttonClicked' });
    actor.send({ type: 'menu.dismissed' });
    expect(has('open')).toBe(false);
    actor.send({ type: 'menu.buttonClicked' });
    actor.send({ type: 'menu.switchAccountOpened' });
    actor.send({ type: 'menu.dismissed' });
    expect(has('open')).toBe(false);
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
