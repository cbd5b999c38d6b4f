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
