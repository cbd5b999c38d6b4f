/**
 * The team calls (issue 16; src/contract/team.ts), each answer parsed with the contract's schema. Failed calls throw
 * ApiError, whose `field` names the refused input ('email' for an e-mail already on the account).
 */
import {
  inviteMemberResponse,
  removeMemberResponse,
  teamListResponse,
  updateMemberRoleResponse,
  type TeamMember,
} from '../contract/team.ts';
import { dataOf, type ApiClient } from './client.ts';

export interface InviteRequest {
  accountId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: number;
}

export function teamCalls(api: ApiClient) {
  return {
    /** GET /auth/userlist: the members of the current (header) account. */
    async members(): Promise<TeamMember[]> {
      const path = '/auth/userlist';
      return dataOf(path, await api.call(teamListResponse, path));
    },
    /** POST /auth/inviteMember: the member as listed, and the server's sentence. */
    async invite(request: InviteRequest): Promise<{ member: TeamMember; message: string }> {
      const path = '/auth/inviteMember';
      const answer = await api.call(inviteMemberResponse, path, {
        body: {
          account_id: request.accountId,
          email: request.email.trim(),
          first_name: request.firstName.trim(),
          last_name: request.lastName.trim(),
          account_role: request.role,
        },
      });
      return { member: dataOf(path, answer), message: answer.message ?? '' };
    },
    /** POST /auth/updateMemberRole. */
    async updateRole(request: { accountId: number; userId: number; role: number }): Promise<string> {
      const path = '/auth/updateMemberRole';
      const answer = await api.call(updateMemberRoleResponse, path, {
        body: { account_id: request.accountId, user_id: request.userId, account_role: request.role },
      });
      dataOf(path, answer);
      return answer.message ?? '';
    },
    /** POST /auth/removeMember. */
    async remove(request: { accountId: number; userId: number }): Promise<string> {
      const path = '/auth/removeMember';
      const answer = await api.call(removeMemberResponse, path, {
        body: { account_id: request.accountId, user_id: request.userId },
      });
      dataOf(path, answer);
      return answer.message ?? '';
    },
  };
}

export type TeamCalls = ReturnType<typeof teamCalls>;
