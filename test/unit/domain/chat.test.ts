import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_PALETTE,
  avatarColour,
  badgeCount,
  chatMessages,
  chatName,
  conversationWith,
  draftKey,
  formatChatDate,
  initialsOf,
  isBlankSearch,
  isSendable,
  lastMessageId,
  latestConversations,
  mergeMessages,
  messageProblem,
  notificationPreview,
  otherMemberId,
  upsertConversation,
  type ChatConversation,
  type ChatMessage,
} from '../../../src/domain/chat.ts';
import { expectEach } from './expectEach.ts';

const conversation = (id: number, updatedAt: string, memberId2 = 3): ChatConversation => ({
  id,
  firstName: 'Vera',
  lastName: 'Viewer',
  title: `Title ${id}`,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: updatedAt,
  memberId1: 1,
  memberId2,
  unread: 0,
});

const message = (id: number, text = `Message ${id}`): ChatMessage => ({
  id,
  conversationId: 7,
  memberId: 3,
  message: text,
  created_at: '2026-11-22T10:00:00.000Z',
});

describe('chatName (spec 9: cut to 20 and capitalised)', () => {
  it('joins first and last name and capitalises every word', () => {
    expectEach(chatName, [
      ['olivia', 'owner', 'Olivia Owner'],
      ['  olivia ', ' owner  ', 'Olivia Owner'],
      ['olivia', 'McDonald', 'Olivia McDonald'],
      ['élodie', 'ürlich', 'Élodie Ürlich'],
    ]);
  });

  it('keeps 20 characters, cuts 21 to 20 plus ...', () => {
    expectEach(chatName, [
      ['abcdefghij', 'klmnopqrs', 'Abcdefghij Klmnopqrs'],
      ['abcdefghij', 'klmnopqrst', 'Abcdefghij Klmnopqrs...'],
      ['maximilian', 'montgomery-smythe', 'Maximilian Montgomer...'],
    ]);
  });

  it('drops a trailing space before the ellipsis', () => {
    expect(chatName('a'.repeat(19), 'bcdef')).toBe(`A${'a'.repeat(18)}...`);
  });

  it('counts emoji as one character and never splits them', () => {
    const emoji = '😀';
    const name = chatName(emoji.repeat(12), emoji.repeat(12));
    expect(name).toBe(`${emoji.repeat(12)} ${emoji.repeat(7)}...`);
    expect(chatName('zoë', '😀')).toBe('Zoë 😀');
  });

  it('uses one name when the other is empty, and Member when both are', () => {
    expectEach(chatName, [
      ['olivia', '', 'Olivia'],
      ['', 'owner', 'Owner'],
      ['', '', 'Member'],
      ['   ', '  ', 'Member'],
    ]);
  });
});

describe('notificationPreview (spec 9: 30 characters, when longer than 14)', () => {
  it.each(['', 'a'.repeat(14), 'b'.repeat(15), 'c'.repeat(30)])(
    'leaves titles of up to 30 characters unchanged: %j',
    (title) => {
      expect(notificationPreview(title)).toBe(title);
    },
  );

  it('cuts longer titles to 30 characters plus ...', () => {
    expect(notificationPreview('d'.repeat(31))).toBe(`${'d'.repeat(30)}...`);
    expect(notificationPreview('New message from Vera Viewer about the bakery')).toBe(
      'New message from Vera Viewer a...',
    );
    expect(notificationPreview('🔔'.repeat(31))).toBe(`${'🔔'.repeat(30)}...`);
  });
});

describe('formatChatDate (spec 9: DD/MM/YY, h:mm A)', () => {
  it('formats a local time', () => {
    expectEach(formatChatDate, [
      ['2026-11-05T14:07:00', '05/11/26, 2:07 PM'],
      ['2026-01-09T00:05:00', '09/01/26, 12:05 AM'],
      ['2026-12-31T09:30:00', '31/12/26, 9:30 AM'],
      ['2026-07-04T12:00:00', '04/07/26, 12:00 PM'],
    ]);
  });

  it('shows an instant in the local time zone', () => {
    const iso = '2026-11-22T10:15:00.000Z';
    const local = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    const hour = local.getHours() % 12 === 0 ? 12 : local.getHours() % 12;
    const expected =
      `${pad(local.getDate())}/${pad(local.getMonth() + 1)}/${String(local.getFullYear()).slice(2)}, ` +
      `${hour}:${pad(local.getMinutes())} ${local.getHours() < 12 ? 'AM' : 'PM'}`;
    expect(formatChatDate(iso)).toBe(expected);
    expect(formatChatDate(iso)).toBe(dayjs(iso).format('DD/MM/YY, h:mm A'));
  });

  // Impossible dates are refused, not rolled over into real ones.
  it.each(['not a date', '', 'yesterday at noon', '2026-13-45T99:99:00', '2026-02-30T10:00:00Z'])(
    'gives an empty text for the bad date %j',
    (date) => {
      expect(formatChatDate(date)).toBe('');
    },
  );
});

describe('avatarColour (spec 9: 7 colours by first letter)', () => {
  it('has 7 different colours, one for each of A to G', () => {
    expect(AVATAR_PALETTE).toHaveLength(7);
    expect(new Set(AVATAR_PALETTE.map((colour) => colour.background)).size).toBe(7);
    const firstSeven = ['Anna', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus'].map((name) => avatarColour(name));
    expect(firstSeven).toEqual([...AVATAR_PALETTE]);
  });

  it('gives the same letter the same colour, whatever the case or leading spaces', () => {
    expect(avatarColour('Bob')).toBe(avatarColour('Bella'));
    expect(avatarColour('bob')).toBe(avatarColour('Bob'));
    expect(avatarColour('  bob')).toBe(AVATAR_PALETTE[1]);
  });

  it('wraps around the alphabet: A, H, O and V share a colour', () => {
    expectEach(avatarColour, [
      ['Hugo', AVATAR_PALETTE[0]],
      ['Olivia', AVATAR_PALETTE[0]],
      ['Vera', AVATAR_PALETTE[0]],
      ['Ivy', AVATAR_PALETTE[1]],
      ['Zed', AVATAR_PALETTE[25 % 7]],
    ]);
  });

  it('gives a name not starting with A-Z the first colour', () => {
    for (const name of ['', '   ', '1st', '😀 smile', 'Émile', '-dash']) {
      expect(avatarColour(name)).toBe(AVATAR_PALETTE[0]);
    }
  });
});

describe('initialsOf', () => {
  it('takes the first letter of each name, in capitals', () => {
    expectEach(initialsOf, [
      ['Olivia', 'Owner', 'OO'],
      ['vera', 'viewer', 'VV'],
      ['  max ', ' many', 'MM'],
      ['élodie', 'ürlich', 'ÉÜ'],
    ]);
  });

  it('uses what there is, and ? when there is no name', () => {
    expectEach(initialsOf, [
      ['Olivia', '', 'O'],
      ['', 'owner', 'O'],
      ['', '', '?'],
      ['  ', ' ', '?'],
    ]);
  });

  it('never splits an emoji', () => {
    expect(initialsOf('😀x', 'b')).toBe('😀B');
  });
});

describe('the message rule (spec 5: non-empty; ours: at most 2000 characters)', () => {
  it('refuses an empty or whitespace message', () => {
    expect(messageProblem('')).toBe(chatMessages.emptyMessage);
    expect(messageProblem('  \n\t ')).toBe(chatMessages.emptyMessage);
    expect(isSendable('')).toBe(false);
    expect(isSendable('   ')).toBe(false);
  });

  it('accepts up to 2000 characters (trimmed, counting emoji as one) and refuses more', () => {
    expect(messageProblem('Hi')).toBeNull();
    expect(messageProblem('a'.repeat(2000))).toBeNull();
    expect(messageProblem(`  ${'a'.repeat(2000)}  `)).toBeNull();
    expect(messageProblem('😀'.repeat(2000))).toBeNull();
    expect(messageProblem('a'.repeat(2001))).toBe(chatMessages.messageTooLong);
    expect(messageProblem('😀'.repeat(2001))).toBe(chatMessages.messageTooLong);
    expect(chatMessages.messageTooLong).toBe('A message can have at most 2000 characters.');
    expect(isSendable('a'.repeat(2000))).toBe(true);
    expect(isSendable('a'.repeat(2001))).toBe(false);
  });
});

describe('isBlankSearch (spec 5)', () => {
  it('is true for an empty or whitespace search only', () => {
    expectEach(isBlankSearch, [
      ['', true],
      ['   ', true],
      ['\t\n', true],
      [' a ', false],
      ['vera', false],
    ]);
  });
});

describe('conversations', () => {
  const a = conversation(1, '2026-11-20T09:00:00.000Z');
  const b = conversation(2, '2026-11-22T09:00:00.000Z');
  const c = conversation(3, '2026-11-21T09:00:00.000Z');
  const d = conversation(4, '2026-11-19T09:00:00.000Z');
  const e = conversation(5, '2026-11-21T09:00:00.000Z');

  it('latestConversations: the 3 newest by updated_at, newest first (ties: higher id first)', () => {
    expect(latestConversations([a, b, c, d, e]).map((x) => x.id)).toEqual([2, 5, 3]);
    expect(latestConversations([d, a]).map((x) => x.id)).toEqual([1, 4]);
    expect(latestConversations([])).toEqual([]);
    expect(latestConversations([a, b, c, d], 1).map((x) => x.id)).toEqual([2]);
  });

  it('latestConversations does not change the list it is given', () => {
    const list = [a, b, c, d];
    latestConversations(list);
    expect(list.map((x) => x.id)).toEqual([1, 2, 3, 4]);
  });

  it('upsertConversation replaces the one with the same id and keeps the newest first', () => {
    const updated = { ...a, title: 'Newest', updated_at: '2026-11-23T09:00:00.000Z' };
    const result = upsertConversation([b, c, a], updated);
    expect(result.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(result[0]?.title).toBe('Newest');
    expect(result).toHaveLength(3);
  });

  it('upsertConversation adds a conversation it does not have', () => {
    expect(upsertConversation([b, a], c).map((x) => x.id)).toEqual([2, 3, 1]);
    expect(upsertConversation([], d)).toEqual([d]);
  });

  it('otherMemberId and conversationWith find the other member, on either side', () => {
    const mine = { ...conversation(9, '2026-11-20T09:00:00.000Z'), memberId1: 6, memberId2: 1 };
    expect(otherMemberId(a, 1)).toBe(3);
    expect(otherMemberId(mine, 1)).toBe(6);
    expect(conversationWith([a, mine], 1, 6)).toBe(mine);
    expect(conversationWith([a, mine], 1, 3)).toBe(a);
    expect(conversationWith([a, mine], 1, 8)).toBeUndefined();
  });
});

describe('messages', () => {
  it('mergeMessages adds what is new, without duplicates, oldest first', () => {
    const merged = mergeMessages([message(1), message(3)], [message(3), message(2), message(4)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('mergeMessages keeps the message it already had', () => {
    const merged = mergeMessages([message(1, 'original')], [message(1, 'changed'), message(2)]);
    expect(merged.map((m) => m.message)).toEqual(['original', 'Message 2']);
  });

  it('mergeMessages returns the same list when nothing is new', () => {
    const existing = [message(1), message(2)];
    expect(mergeMessages(existing, [message(2)])).toBe(existing);
    expect(mergeMessages(existing, [])).toBe(existing);
    expect(mergeMessages([], [message(5), message(4)]).map((m) => m.id)).toEqual([4, 5]);
  });

  it('lastMessageId is the highest id, 0 without messages', () => {
    expect(lastMessageId([message(4), message(9), message(2)])).toBe(9);
    expect(lastMessageId([])).toBe(0);
  });
});

describe('draftKey', () => {
  it('keys drafts by conversation, or by member before the first message', () => {
    const member = {
      id: 7,
      firstName: 'Max',
      lastName: 'Many',
      email: 'many@demo.test',
      isOnline: 0 as const,
    };
    expect(draftKey(null)).toBe('');
    expect(
      draftKey({ kind: 'conversation', conversation: conversation(7, '2026-11-20T09:00:00.000Z') }),
    ).toBe('c:7');
    expect(draftKey({ kind: 'member', member })).toBe('m:7');
  });
});

describe('badgeCount', () => {
  it('is empty without unread notifications, the number up to 9, then 9+', () => {
    expectEach(badgeCount, [
      [0, ''],
      [-2, ''],
      [1, '1'],
      [9, '9'],
      [10, '9+'],
      [250, '9+'],
    ]);
  });
});
