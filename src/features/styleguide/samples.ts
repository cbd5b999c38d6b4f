/** Sample data of the style guide's tables and lists: made up, and said to be so on the page. */

export interface SampleMember {
  id: number;
  firstName: string;
  lastName: string;
  role: 'Owner' | 'Editor' | 'Viewer';
  posts: number;
  joined: string;
}

const FIRST = [
  'Olivia',
  'Max',
  'Vera',
  'Carl',
  'Nina',
  'Rory',
  'Chloe',
  'Paula',
  'Sam',
  'Rita',
  'Ned',
  'Cora',
];
const LAST = [
  'Owner',
  'Many',
  'Viewer',
  'Cardfail',
  'Newowner',
  'Chatreply',
  'Chatstart',
  'Partner',
  'Staff',
];
const ROLES = ['Owner', 'Editor', 'Viewer'] as const;

/** 27 members: enough for three pages of ten. Deterministic, so a screenshot or a test sees the same rows. */
export const SAMPLE_MEMBERS: readonly SampleMember[] = Array.from({ length: 27 }, (_, index) => ({
  id: index + 1,
  firstName: FIRST[index % FIRST.length]!,
  lastName: LAST[(index * 5) % LAST.length]!,
  role: ROLES[index % 3]!,
  posts: (index * 37) % 120,
  joined: `2026-${String((index % 11) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
}));
