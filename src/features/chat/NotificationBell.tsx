/**
 * The notification bell (spec 2.6, 9): an icon button with a count badge of unread notifications and a 300 px
 * dropdown listing them (preview of 30 characters, date). Opening it marks what it shows read; a notification of
 * a conversation opens the inbox on it.
 */
import { MenuItem } from '@headlessui/react';
import { useEffect } from 'react';
import { badgeCount, formatChatDate, notificationPreview, type ChatNotification } from '../../domain/chat.ts';
import { BellsActorContext, ChatActorContext } from './chatContext.ts';
import { BellIcon } from './icons.tsx';
import { BellMenu } from './BellMenu.tsx';

/** Rendered while the dropdown is open: tells the bells it was opened. */
function OpenedSignal() {
  const bells = BellsActorContext.useActorRef();
  useEffect(() => {
    bells.send({ type: 'notifications.opened' });
  }, [bells]);
  return null;
}

export function NotificationBell() {
  const bells = BellsActorContext.useActorRef();
  const chat = ChatActorContext.useActorRef();
  const notifications = BellsActorContext.useSelector((snapshot) => snapshot.context.notifications);
  const unread = BellsActorContext.useSelector((snapshot) => snapshot.context.unread);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  const openNotification = (notification: ChatNotification) => {
    const conversation =
      notification.conversationId === null
        ? undefined
        : bells.getSnapshot().context.conversations.find((c) => c.id === notification.conversationId);
    chat.send(conversation ? { type: 'inbox.opened', conversation } : { type: 'inbox.opened' });
  };

  return (
    <BellMenu
      label={label}
      icon={<BellIcon />}
      badge={badgeCount(unread)}
      title="Notifications"
      empty={notifications.length === 0 ? 'No notifications yet.' : null}
      opened={<OpenedSignal />}
    >
      {notifications.map((notification) => (
        <MenuItem key={notification.id}>
          <button
            type="button"
            title={notification.title}
            onClick={() => openNotification(notification)}
            className="flex w-full items-start gap-2 px-3 py-2 text-left data-[focus]:bg-slate-100"
          >
            <span
              aria-hidden="true"
              className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${notification.read ? 'bg-transparent' : 'bg-indigo-600'}`}
            />
            <span className="min-w-0 flex-1">
              <span
                className={`block text-sm break-words ${notification.read ? 'text-slate-700' : 'font-semibold text-slate-900'}`}
              >
                {notificationPreview(notification.title)}
              </span>
              <time dateTime={notification.created_at} className="block text-xs text-slate-500">
                {formatChatDate(notification.created_at)}
              </time>
            </span>
            {notification.read ? null : <span className="sr-only">(unread)</span>}
          </button>
        </MenuItem>
      ))}
    </BellMenu>
  );
}
