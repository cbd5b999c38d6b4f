/**
 * The library's smaller calls (issue 18; src/contract/libraryExtras.ts), each answer parsed with the contract's schema
 * and turned into the domain's shape (src/domain/reelIdeas.ts, postTexts.ts). Failed calls throw ApiError, whose
 * message is the server's sentence ('You already have a folder called “Summer”. Choose another name.').
 *
 * - reelIdeas: GET /auth/getReelIdeas; reelIdeaFolders: GET /auth/getAllReelIdeasFolder (header account);
 * - addFolder, renameFolder, deleteFolder, moveIdea: the folder writes, each answering the server's sentence;
 * - diyTexts: GET /getDiy_text (header account_Id);
 * - userDetail: GET /auth/getUserdetail (data[0]);
 * - sendMail: POST {origin}/api/{mailFor}.
 */
import {
  deleteReelIdeaFolderResponse,
  diyTextsResponse,
  mailForResponse,
  moveReelIdeaResponse,
  reelIdeaFolderResponse,
  reelIdeaFoldersResponse,
  reelIdeasResponse,
  userDetailResponse,
  type MailKind,
  type ReelIdeaFolderWire,
  type ReelIdeaWire,
  type UserDetail,
} from '../contract/libraryExtras.ts';
import type { DiyTexts } from '../domain/postTexts.ts';
import type { ReelIdea, ReelIdeaFolder, ReelIdeas } from '../domain/reelIdeas.ts';
import { dataOf, type ApiClient } from './client.ts';

const ideaOf = (wire: ReelIdeaWire): ReelIdea => ({
  id: wire.id,
  industryId: wire.industry_id,
  industry: wire.industry,
  title: wire.title,
  hook: wire.hook,
  shots: wire.shots,
  durationSeconds: wire.duration_seconds,
  folderId: wire.folder_id,
});

const folderOf = (wire: ReelIdeaFolderWire): ReelIdeaFolder => ({
  id: wire.id,
  name: wire.name,
  createdAt: wire.created_at,
  ideas: wire.ideas.map(ideaOf),
});

/** A write's answer: what it made, and the server's sentence about it. */
export interface Written<T> {
  readonly data: T;
  readonly message: string;
}

export function libraryExtrasCalls(api: ApiClient) {
  return {
    async reelIdeas(): Promise<ReelIdeas> {
      const path = '/auth/getReelIdeas';
      const answer = dataOf(path, await api.call(reelIdeasResponse, path, { accountIdHeader: true }));
      return {
        allIndustries: answer.all_industries,
        industries: answer.industries,
        ideas: answer.ideas.map(ideaOf),
      };
    },
    async reelIdeaFolders(): Promise<ReelIdeaFolder[]> {
      const path = '/auth/getAllReelIdeasFolder';
      return dataOf(path, await api.call(reelIdeaFoldersResponse, path, { accountIdHeader: true })).map(
        folderOf,
      );
    },
    async addFolder(accountId: number, name: string): Promise<Written<ReelIdeaFolder>> {
      const path = '/auth/addReelIdeaFolder';
      const answer = await api.call(reelIdeaFolderResponse, path, { body: { account_id: accountId, name } });
      return { data: folderOf(dataOf(path, answer)), message: answer.message ?? '' };
    },
    async renameFolder(accountId: number, folderId: number, name: string): Promise<Written<ReelIdeaFolder>> {
      const path = '/auth/renameReelIdeaFolder';
      const answer = await api.call(reelIdeaFolderResponse, path, {
        body: { account_id: accountId, folder_id: folderId, name },
      });
      return { data: folderOf(dataOf(path, answer)), message: answer.message ?? '' };
    },
    async deleteFolder(accountId: number, folderId: number): Promise<Written<{ unfiled: number }>> {
      const path = '/auth/deleteReelIdeaFolder';
      const answer = await api.call(deleteReelIdeaFolderResponse, path, {
        body: { account_id: accountId, folder_id: folderId },
      });
      return { data: { unfiled: dataOf(path, answer).unfiled }, message: answer.message ?? '' };
    },
    async moveIdea(
      accountId: number,
      ideaId: number,
      folderId: number | null,
    ): Promise<Written<{ folderId: number | null }>> {
      const path = '/auth/moveReelIdea';
      const answer = await api.call(moveReelIdeaResponse, path, {
        body: { account_id: accountId, reel_idea_id: ideaId, folder_id: folderId },
      });
      return { data: { folderId: dataOf(path, answer).folder_id }, message: answer.message ?? '' };
    },
    async diyTexts(): Promise<DiyTexts> {
      const path = '/getDiy_text';
      const answer = dataOf(path, await api.call(diyTextsResponse, path, { accountIdHeader: true }));
      return {
        allCategories: answer.all_categories,
        categories: answer.categories,
        texts: answer.texts.map((text) => ({
          id: text.id,
          categoryId: text.category_id,
          category: text.category,
          text: text.text,
        })),
      };
    },
    async userDetail(): Promise<UserDetail> {
      const path = '/auth/getUserdetail';
      const detail = dataOf(path, await api.call(userDetailResponse, path))[0];
      if (!detail) throw new Error('No user details in the answer.');
      return detail;
    },
    async sendMail(kind: MailKind): Promise<Written<{ sent: boolean }>> {
      const path = `/${kind}`;
      const answer = await api.call(mailForResponse, path, { body: {} });
      return { data: { sent: dataOf(path, answer).sent }, message: answer.message ?? '' };
    },
  };
}

export type LibraryExtrasCalls = ReturnType<typeof libraryExtrasCalls>;
