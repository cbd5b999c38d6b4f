/** Reel ideas and post texts (src/domain/reelIdeas.ts, postTexts.ts): folder names, the tab's views, the wording. */
import { describe, expect, it } from 'vitest';
import { groupTexts, textParts, type DiyText } from '../../../src/domain/postTexts.ts';
import {
  NO_PENDING_CHANGES,
  REEL_FOLDER_NAME_MAX,
  durationText,
  folderNameProblem,
  ideasInView,
  moveMessage,
  moveTargetsOf,
  normaliseFolderName,
  reelIdeaMessages,
  reelLibraryOf,
  viewIn,
  type ReelIdea,
  type ReelIdeaFolder,
  type ReelIdeas,
} from '../../../src/domain/reelIdeas.ts';

describe('folder names', () => {
  it('are trimmed with each run of white space made one space', () => {
    expect(normaliseFolderName('  Summer \n\t reels  ')).toBe('Summer reels');
  });

  it('must have 1 to 60 characters (emoji count once), no control character', () => {
    expect(folderNameProblem('')).toBe(reelIdeaMessages.nameMissing);
    expect(folderNameProblem(' \n ')).toBe(reelIdeaMessages.nameMissing);
    expect(folderNameProblem('x'.repeat(REEL_FOLDER_NAME_MAX))).toBeNull();
    expect(folderNameProblem('x'.repeat(REEL_FOLDER_NAME_MAX + 1))).toBe(reelIdeaMessages.nameTooLong);
    expect(folderNameProblem('🎬'.repeat(REEL_FOLDER_NAME_MAX))).toBeNull();
    expect(folderNameProblem('Reels\u0007')).toBe(reelIdeaMessages.nameControl);
    expect(folderNameProblem('Reels\u009b')).toBe(reelIdeaMessages.nameControl);
  });

  it('are unique on the account whatever their case, except for the folder being renamed', () => {
    const folders = [
      { id: 1, name: 'Summer' },
      { id: 2, name: 'Winter' },
    ];
    expect(folderNameProblem(' summer ', folders)).toBe(
      'You already have a folder called “Summer”. Choose another name.',
    );
    expect(folderNameProblem('SUMMER', folders, 1)).toBeNull();
    expect(folderNameProblem('winter', folders, 1)).toBe(reelIdeaMessages.nameTaken('Winter'));
    expect(folderNameProblem('Spring', folders)).toBeNull();
  });

  it('cannot be the name of one of the tab’s own lists', () => {
    expect(folderNameProblem(' not in a FOLDER ')).toBe(
      '“Not in a folder” is already a list of the tab. Choose another name.',
    );
    expect(folderNameProblem('All ideas')).toBe(reelIdeaMessages.nameReserved('All ideas'));
    expect(folderNameProblem('All ideas 2')).toBeNull();
  });
});

const idea = (id: number, folderId: number | null = null, industryId = 9): ReelIdea => ({
  id,
  industryId,
  industry: industryId === 9 ? 'Food and restaurants' : 'Retail',
  title: `Idea ${id}`,
  hook: 'Hook',
  shots: ['One', 'Two'],
  durationSeconds: 30,
  folderId,
});

const folder = (id: number, name: string, ideas: ReelIdea[]): ReelIdeaFolder => ({
  id,
  name,
  createdAt: '2026-11-01T00:00:00.000Z',
  ideas: ideas.map((each) => ({ ...each, folderId: id })),
});

describe('the tab’s views', () => {
  const ideas: ReelIdeas = {
    allIndustries: false,
    industries: [{ id: 9, name: 'Food and restaurants' }],
    ideas: [idea(1), idea(2, 10), idea(3)],
  };
  // Idea 4 is of an industry the account dropped; idea 2's folder comes from the folders' answer (10), and idea 3
  // was filed in folder 11 after the ideas were read.
  const folders = [folder(10, 'Summer', [idea(2)]), folder(11, 'Winter', [idea(3), idea(4, null, 19)])];

  it('holds every idea once, each in the folder the folders answer files it in; All = unfiled + every folder', () => {
    const library = reelLibraryOf(ideas, folders);
    expect(library.ideas.map((each) => [each.id, each.folderId])).toEqual([
      [1, null],
      [2, 10],
      [3, 11],
      [4, 11],
    ]);
    expect(library.folders).toEqual([
      { id: 10, name: 'Summer', count: 1 },
      { id: 11, name: 'Winter', count: 2 },
    ]);
    expect(library.unfiledCount).toBe(1);
    expect(library.unfiledCount + library.folders.reduce((sum, each) => sum + each.count, 0)).toBe(
      library.ideas.length,
    );
    expect(ideasInView(library, { kind: 'all' }).map((each) => each.id)).toEqual([1, 2, 3, 4]);
    expect(ideasInView(library, { kind: 'unfiled' }).map((each) => each.id)).toEqual([1]);
    expect(ideasInView(library, { kind: 'folder', folderId: 11 }).map((each) => each.id)).toEqual([3, 4]);
  });

  it('shows pending moves and renames at once; a move into a folder that is gone is ignored', () => {
    const pending = {
      moves: new Map<number, number | null>([
        [1, 10],
        [3, null],
        [2, 99],
      ]),
      renames: new Map([[11, 'Cold months']]),
    };
    const library = reelLibraryOf(ideas, folders, pending);
    expect(library.ideas.map((each) => [each.id, each.folderId])).toEqual([
      [1, 10],
      [2, 10],
      [3, null],
      [4, 11],
    ]);
    expect(library.folders).toEqual([
      { id: 10, name: 'Summer', count: 2 },
      { id: 11, name: 'Cold months', count: 1 },
    ]);
    expect(reelLibraryOf(ideas, folders, NO_PENDING_CHANGES)).toEqual(reelLibraryOf(ideas, folders));
  });

  it('falls back to All ideas when the folder shown was deleted', () => {
    const library = reelLibraryOf(ideas, folders);
    expect(viewIn(library, { kind: 'folder', folderId: 10 })).toEqual({ kind: 'folder', folderId: 10 });
    expect(viewIn(library, { kind: 'folder', folderId: 42 })).toEqual({ kind: 'all' });
    expect(viewIn(library, { kind: 'unfiled' })).toEqual({ kind: 'unfiled' });
  });

  it('offers “Move to…” every other folder, and “Not in a folder” only for a filed idea', () => {
    const library = reelLibraryOf(ideas, folders);
    const [one, two] = library.ideas;
    expect(moveTargetsOf(one!, library.folders)).toEqual([
      { folderId: 10, label: 'Summer' },
      { folderId: 11, label: 'Winter' },
    ]);
    expect(moveTargetsOf(two!, library.folders)).toEqual([
      { folderId: null, label: 'Not in a folder' },
      { folderId: 11, label: 'Winter' },
    ]);
    expect(moveTargetsOf(one!, [])).toEqual([]);
  });
});

describe('wording', () => {
  it('says where an idea went and what a deletion did', () => {
    expect(moveMessage('Plating', 'Summer')).toBe('“Plating” moved to “Summer”.');
    expect(moveMessage('Plating', null)).toBe('“Plating” is no longer in a folder.');
    expect(reelIdeaMessages.deleted('Summer', 0)).toBe('Folder “Summer” deleted.');
    expect(reelIdeaMessages.deleted('Summer', 1)).toBe(
      'Folder “Summer” deleted. Its idea is now not in a folder.',
    );
    expect(reelIdeaMessages.deleted('Summer', 3)).toBe(
      'Folder “Summer” deleted. Its 3 ideas are now not in a folder.',
    );
  });

  it('says a reel’s length in words', () => {
    expect(durationText(1)).toBe('1 second');
    expect(durationText(45)).toBe('45 seconds');
    expect(durationText(60)).toBe('1 minute');
    expect(durationText(90)).toBe('1 minute 30 seconds');
    expect(durationText(121)).toBe('2 minutes 1 second');
  });
});

describe('post texts', () => {
  const text = (id: number, categoryId: number, category: string): DiyText => ({
    id,
    categoryId,
    category,
    text: `Text ${id}`,
  });

  it('groups the texts by category in the server’s order, others after by name, empty ones left out', () => {
    const texts = [
      text(1, 4, 'Promotions'),
      text(2, 1, 'Tips'),
      text(3, 4, 'Promotions'),
      text(4, 12, 'Videos'),
    ];
    const categories = [
      { id: 1, name: 'Tips' },
      { id: 2, name: 'Behind the scenes' },
      { id: 4, name: 'Promotions' },
    ];
    expect(
      groupTexts(texts, categories).map((group) => [group.name, group.texts.map((each) => each.id)]),
    ).toEqual([
      ['Tips', [2]],
      ['Promotions', [1, 3]],
      ['Videos', [4]],
    ]);
  });

  it('marks the [blanks] of a text, keeping every character', () => {
    const parts = textParts('This week only: [offer] at [place]. [not closed');
    expect(parts).toEqual([
      { text: 'This week only: ', blank: false },
      { text: '[offer]', blank: true },
      { text: ' at ', blank: false },
      { text: '[place]', blank: true },
      { text: '. [not closed', blank: false },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe('This week only: [offer] at [place]. [not closed');
    expect(textParts('[a]')).toEqual([{ text: '[a]', blank: true }]);
    expect(textParts('')).toEqual([]);
  });
});
