/**
 * The message bell (spec 2.6, 9): an icon button with the number of conversations holding unread messages, and a
 * 300 px dropdown with the latest 3 conversations plus 'More' (opens the inbox). Picking a conversation opens the
 * inbox on it.
 */
import { Menu, MenuButton, MenuItem, MenuItems, MenuSection, MenuHeading } from '@headlessui/react';
import { badgeCount, chatName, formatChatDate, latestConversations } from '../../domain/chat.ts';
import { Avatar } from './Avatar.tsx';
import { BellsActorContext, ChatActorContext } from './chatContext.ts';
import { ChatIcon } from './icons.tsx';

export const bellButtonClass =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[open]:bg-slate-100';
export const badgeClass =
  'absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-semibold text-white';
export const dropdownClass =
  'z-30 w-[300px] rounded-lg border border-slate-200 bg-white py-1 shadow-lg [--anchor-gap:4px] focus:outline-none';

export function MessageBell() {
  const chat = ChatActorContext.useActorRef();
  const conversations = BellsActorContext.useSelector((snapshot) => snapshot.context.conversations);
  const unread = conversations.filter((conversation) => conversation.unread > 0).length;
  const latest = latestConversations(conversations);
  const label =
    unread > 0
      ? `Messages, ${unread} conversation${unread === 1 ? '' : 's'} with unread messages`
      : 'Messages';

  return (
    <Menu>
      <MenuButton aria-label={label} className={bellButtonClass}>
        <ChatIcon />
        {unread > 0 ? (
          <span aria-hidden="true" className={badgeClass}>
            {badgeCount(unread)}
          </span>
        ) : null}
      </MenuButton>
      <MenuItems anchor="bottom end" aria-label="Messages" className={dropdownClass}>
        <MenuSection>
          <MenuHeading className="px-3 py-2 text-sm font-semibold text-slate-900">Messages</MenuHeading>
          {latest.length === 0 ? (
            <p className="px-3 pb-2 text-sm text-slate-500">No conversations yet.</p>
          ) : null}
          {latest.map((conversation) => {
            const name = chatName(conversation.firstName, conversation.lastName);
            return (
              <MenuItem key={conversation.id}>
                <button
                  type="button"
                  onClick={() => chat.send({ type: 'inbox.opened', conversation })}
                  className="flex w-full items-center gap-3 px-3 py-2 text-left data-[focus]:bg-slate-100"
                >
                  <Avatar firstName={conversation.firstName} lastName={conversation.lastName} size="sm" />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-2">
                      <span
                        className={`truncate text-sm ${conversation.unread > 0 ? 'font-semibold text-slate-900' : 'font-medium text-slate-800'}`}
                      >
                        {name}
                      </span>
                      <time dateTime={conversation.updated_at} className="shrink-0 text-xs text-slate-500">
                        {formatChatDate(conversation.updated_at)}
                      </time>
                    </span>
                    <span className="block truncate text-xs text-slate-600">{conversation.title}</span>
                  </span>
                  {conversation.unread > 0 ? (
                    <>
                      <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-indigo-600" />
                      <span className="sr-only">, {conversation.unread} unread</span>
                    </>
                  ) : null}
                </button>
              </MenuItem>
            );
          })}
        </MenuSection>
        <MenuItem>
          <button
            type="button"
            onClick={() => chat.send({ type: 'inbox.opened' })}
            className="mt-1 block w-full border-t border-slate-100 px-3 py-2 text-left text-sm font-medium text-indigo-700 data-[focus]:bg-slate-100"
          >
            More
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
