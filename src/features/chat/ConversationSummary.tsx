/** A conversation in a list (the inbox, the message bell): the other member's avatar and name, when it last moved, its title. */
import { chatName, formatChatDate, type ChatConversation } from '../../domain/chat.ts';
import { Avatar } from '../../ui/Avatar.tsx';

export function ConversationSummary({
  conversation,
  size,
}: {
  conversation: ChatConversation;
  size?: 'sm' | 'md';
}) {
  return (
    <>
      <Avatar firstName={conversation.firstName} lastName={conversation.lastName} size={size} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={`truncate text-sm ${conversation.unread > 0 ? 'font-semibold text-slate-900' : 'font-medium text-slate-800'}`}
          >
            {chatName(conversation.firstName, conversation.lastName)}
          </span>
          <time dateTime={conversation.updated_at} className="shrink-0 text-xs text-slate-500">
            {formatChatDate(conversation.updated_at)}
          </time>
        </span>
        <span className="block truncate text-xs text-slate-600">{conversation.title}</span>
      </span>
    </>
  );
}
