/** The columns of the style guide's made-up members (samples.ts), shared by its tables and its sample page. */
import { Badge } from '../../ui/Badge.tsx';
import type { Column } from '../../ui/Table.tsx';
import type { SampleMember } from './samples.ts';

export const MEMBER_COLUMNS: readonly Column<SampleMember>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (member) => `${member.firstName} ${member.lastName}`,
    sortValue: (member) => `${member.firstName} ${member.lastName}`,
  },
  {
    id: 'role',
    header: 'Role',
    cell: (member) => <Badge tone={member.role === 'Owner' ? 'info' : 'neutral'}>{member.role}</Badge>,
    sortValue: (member) => member.role,
  },
  { id: 'posts', header: 'Posts', cell: (member) => member.posts, sortValue: (member) => member.posts },
  {
    id: 'joined',
    header: 'Joined',
    nowrap: true,
    cell: (member) => member.joined,
    sortValue: (member) => member.joined,
  },
];

const emailOf = (member: SampleMember) => `${member.firstName}.${member.lastName}@example.test`.toLowerCase();
const approvedOf = (member: SampleMember) => Math.floor(member.posts * 0.8);

/** The members with their e-mail and approved posts: wider than a phone or a narrow card, so the rows stack there. */
export const WIDE_MEMBER_COLUMNS: readonly Column<SampleMember>[] = [
  MEMBER_COLUMNS[0]!,
  { id: 'email', header: 'E-mail', nowrap: true, cell: emailOf, sortValue: emailOf },
  ...MEMBER_COLUMNS.slice(1),
  {
    id: 'approved',
    header: 'Approved posts',
    nowrap: true,
    cell: (member) => `${approvedOf(member)} of ${member.posts}`,
    sortValue: approvedOf,
  },
];
