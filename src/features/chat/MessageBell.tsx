/**
 * The message bell (spec 2.6, 9): an icon button with the number of conversations holding unread messages, and a
 * 300 px dropdown with the latest 3 conversations plus 'More' (opens the inbox). Picking a conversation opens the
 * inbox on it.
 */
import { MenuItem } from '@headlessui/react';
import { BellMenu } from './BellMenu.tsx';
import { badgeCount, latestConversations } from '../../domain/chat.ts';
import { BellsActorContext, ChatActorContext } from './chatContext.ts';
import { ConversationSummary } from './ConversationSummary.tsx';
import { ChatIcon } from './icons.tsx';

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
    <BellMenu
      label={label}
      icon={<ChatIcon />}
      badge={badgeCount(unread)}
      title="Messages"
      empty={latest.length === 0 ? 'No conversations yet.' : null}
      footer={
        <MenuItem>
          <button
            type="button"
            onClick={() => chat.send({ type: 'inbox.opened' })}
            className="mt-1 block w-full border-t border-slate-100 px-3 py-2 text-left text-sm font-medium text-indigo-700 data-[focus]:bg-slate-100"
          >
            More
          </button>
        </MenuItem>
      }
    >
      {latest.map((conversation) => (
        <MenuItem key={conversation.id}>
          <button
            type="button"
            onClick={() => chat.send({ type: 'inbox.opened', conversation })}
            className="flex w-full items-center gap-3 px-3 py-2 text-left data-[focus]:bg-slate-100"
          >
            <ConversationSummary conversation={conversation} size="sm" />
            {conversation.unread > 0 ? (
              <>
                <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-indigo-600" />
                <span className="sr-only">, {conversation.unread} unread</span>
              </>
            ) : null}
          </button>
        </MenuItem>
      ))}
    </BellMenu>
  );
}
