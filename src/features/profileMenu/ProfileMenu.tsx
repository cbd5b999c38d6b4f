/**
 * The profile menu of the top bar (spec 4.6, 9): an avatar button with the user's name (cut to 6 characters on
 * small screens when longer than 7) opening a 215 px dropdown: Profile, Billing, Switch account (the switcher
 * panel), the beta dashboard toggle and Log out. The profile-menu machine decides when it is open: hover on
 * desktop, click on mobile (and a click or the keyboard anywhere), Escape or a click outside closes it.
 * Mount inside AccountSwitchProvider and BetaToggleProvider.
 */
import { inspect } from '../../app/inspection.ts';
import { useCallback, useEffect, useRef } from 'react';
import { useDropdown } from '../../ui/useDismissOnOutside.ts';
import { Link } from 'wouter';
import { useSession } from '../../app/session.tsx';
import { thumbnailUrlOf } from '../../contract/media.ts';
import { LOGOUT_LABEL } from '../../domain/navigation.ts';
import { deviceKindOf, PROFILE_MENU_LINKS, profileMenuHref } from '../../domain/profileMenu.ts';
import { RESTRICTED_ACCOUNT_ROLE } from '../../domain/routes.ts';
import { mobileHeaderUserName } from '../../domain/text.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { AccountSwitcher } from '../accounts/index.ts';
import { BetaToggleSwitch } from '../beta/index.ts';
import { ProfileMenuActorContext } from './profileMenuContext.ts';

const itemClass =
  'flex w-full items-center rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60';

export function ProfileMenu() {
  return (
    <ProfileMenuActorContext.Provider options={{ inspect }}>
      <ProfileMenuView />
    </ProfileMenuActorContext.Provider>
  );
}

function ProfileMenuView() {
  const { user, accountId, accountRole, status, logOut } = useSession();
  const actor = ProfileMenuActorContext.useActorRef();
  const open = ProfileMenuActorContext.useSelector((snapshot) => snapshot.hasTag('open'));
  const switchPanel = ProfileMenuActorContext.useSelector((snapshot) => snapshot.hasTag('switchAccount'));
  const switchButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // Escape and a click outside close it.
  const dismiss = useCallback(() => actor.send({ type: 'menu.dismissed' }), [actor]);
  const { wrapper, panelId, buttonProps } = useDropdown(open, dismiss);

  // Moving between the dropdown and the switcher panel keeps keyboard focus inside the menu.
  const previousPanel = useRef(switchPanel);
  useEffect(() => {
    if (previousPanel.current === switchPanel) return;
    previousPanel.current = switchPanel;
    if (!wrapper.current?.contains(document.activeElement) && document.activeElement !== document.body)
      return;
    if (switchPanel) panel.current?.querySelector<HTMLElement>('button')?.focus();
    else switchButton.current?.focus();
  }, [switchPanel, wrapper]);

  if (!user) return null;
  const name = `${user.name.first_name} ${user.name.last_name}`.trim() || user.username;

  return (
    <div
      ref={wrapper}
      className="relative"
      onPointerEnter={(event) =>
        actor.send({ type: 'menu.pointerEntered', device: deviceKindOf(event.pointerType) })
      }
      onPointerLeave={() => actor.send({ type: 'menu.pointerLeft' })}
    >
      <button
        {...buttonProps}
        onClick={() => actor.send({ type: 'menu.buttonClicked' })}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {user.avatar ? (
          // The uploaded picture (its thumbnail); decorative like the initial: the name is read.
          <img
            src={thumbnailUrlOf(user.avatar)}
            alt=""
            width={32}
            height={32}
            data-testid="top-bar-avatar"
            className="h-8 w-8 rounded-full border border-slate-200 object-cover"
          />
        ) : (
          // The same initials on the same colour as in chat (spec 9's palette of 7, by the first letter).
          <Avatar
            firstName={user.name.first_name || user.username}
            lastName={user.name.last_name}
            size="sm"
          />
        )}
        <span className="sr-only">Profile: </span>
        {/* The whole name shows on wide screens, the cut one (spec 9) on a phone; in between the avatar stands for it. */}
        <span className="hidden max-w-40 truncate md:inline md:sr-only 2xl:not-sr-only">{name}</span>
        <span className="md:hidden" title={name}>
          {mobileHeaderUserName(name)}
        </span>
      </button>
      {open ? (
        <div className="absolute top-full right-0 z-30 pt-1">
          <div
            ref={panel}
            id={panelId}
            role="region"
            aria-label="Profile"
            className="w-[215px] rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            {switchPanel ? (
              <AccountSwitcher
                onBack={() => actor.send({ type: 'menu.switchAccountClosed' })}
                onLeave={dismiss}
              />
            ) : (
              <>
                <div className="border-b border-slate-200 px-3 py-2">
                  <p className="truncate text-sm font-semibold text-slate-900" title={name}>
                    {name}
                  </p>
                  <p className="truncate text-xs text-slate-500" title={user.email}>
                    {user.email}
                  </p>
                </div>
                <ul className="flex flex-col py-1">
                  {PROFILE_MENU_LINKS.map((link) => (
                    <li key={link.id}>
                      <Link href={profileMenuHref(link, accountId)} className={itemClass} onClick={dismiss}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <button
                      ref={switchButton}
                      type="button"
                      className={`${itemClass} justify-between`}
                      onClick={() => actor.send({ type: 'menu.switchAccountOpened' })}
                    >
                      Switch account
                      <span aria-hidden="true">›</span>
                    </button>
                  </li>
                  {accountRole === RESTRICTED_ACCOUNT_ROLE ? null : (
                    <li>
                      <BetaToggleSwitch />
                    </li>
                  )}
                  <li className="mt-1 border-t border-slate-200 pt-1">
                    <button
                      type="button"
                      className={itemClass}
                      disabled={status === 'loggingOut'}
                      onClick={() => {
                        dismiss();
                        logOut();
                      }}
                    >
                      {LOGOUT_LABEL}
                    </button>
                  </li>
                </ul>
              </>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
