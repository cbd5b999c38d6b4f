/**
 * My designs (`/my_designs`), the start of a new design (`/designer` and the new-design dialog) and the planner's
 * design-creation banner (spec 2.1, 2.6; issue 19): their wording and the rules the views follow. The designs
 * themselves, their presets and their messages are src/domain/design.ts.
 */
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import { isDayKey, type DayKey } from './calendar.ts';
import {
  DESIGN_NAME_MAX,
  DESIGN_PRESETS,
  DESIGN_SIDE_MAX,
  DESIGN_SIDE_MIN,
  designMessages,
  type DesignDoc,
  type DesignPresetId,
  type DesignSummary,
} from './design.ts';

dayjs.extend(relativeTime);

export const myDesignsText = {
  heading: 'My designs',
  intro: 'The images you made for your posts. Open one to change it, or use it in a post.',
  newDesign: 'New design',
  emptyTitle: 'No designs yet',
  loading: 'Loading your designs',
  pagesLabel: 'Pages of designs',
  actions: 'Actions',
  open: 'Open',
  rename: 'Rename',
  duplicate: 'Duplicate',
  delete: 'Delete',
  useInPost: 'Use in a post',
  noPreview: 'No preview yet',
  renameTitle: 'Rename the design',
  nameLabel: 'Name',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  deleteQuestion: (name: string) => `Delete “${name}”?`,
  deleteExplained: 'The design leaves My designs and cannot be opened again.',
  deleting: 'Deleting…',
  actionFailedTitle: 'That did not work',
  readOnly:
    'You have read-only access to this account: designs are made and changed by its owner and members.',
} as const;

export const newDesignText = {
  title: 'New design',
  startHeading: 'Start a design',
  startIntro: 'Pick the size of the network you post to, or start from a ready-made template.',
  sizeLegend: 'Size',
  custom: 'Custom size',
  customHint: `Any width and height from ${DESIGN_SIDE_MIN} to ${DESIGN_SIDE_MAX} pixels.`,
  width: 'Width (pixels)',
  height: 'Height (pixels)',
  templatesLegend: 'Or start from a template',
  templatesIntro: 'Templates for your industry come first. Your logo and brand colour are filled in for you.',
  templatesEmpty: 'There are no templates yet.',
  templatesLoading: 'Loading templates',
  templatePages: 'Pages of templates',
  nameLabel: 'Name (optional)',
  nameHint: 'You can rename it later.',
  create: 'Create design',
  creating: 'Creating…',
  cancel: 'Cancel',
  backToDesigns: 'My designs',
  pixels: (width: number, height: number) => `${width} × ${height} px`,
} as const;

export const designBannerText = {
  title: 'Add an image to your post',
  body: 'Make an image for this day’s post in the design editor, in your brand’s colours and fonts.',
  create: 'Create a design',
  dismiss: 'Dismiss the design suggestion',
} as const;

/** Where the planner's design banner remembers that this user dismissed it. */
export const designBannerStorageKey = (userId: number) => `designBannerDismissed:${userId}`;

/** A card's size line: the preset's name, or "W × H" for a custom page. */
export function designSizeLabel(design: Pick<DesignSummary, 'preset' | 'width' | 'height'>): string {
  const preset = DESIGN_PRESETS.find((candidate) => candidate.id === design.preset);
  return preset ? preset.label : `${design.width} × ${design.height}`;
}

/** "Edited 3 hours ago" (a time after `now`, a clock a little ahead, reads as now). */
export function editedLabel(updatedAt: string, now: Date = new Date()): string {
  const at = dayjs(updatedAt);
  if (!at.isValid()) return '';
  const moment = at.isAfter(now) ? dayjs(now) : at;
  return `Edited ${moment.from(now)}`;
}

/** The design editor's address for a design, with the day it is for when there is one (`?day=`). */
export function editorHref(accountId: number, designId: number, day: string | null = null): string {
  const base = `/editor/${accountId}/${designId}`;
  return day !== null && isDayKey(day) ? `${base}?day=${day}` : base;
}

/** The start of a new design, for a day of the planner when given. */
export function designerHref(day: string | null = null): string {
  return day !== null && isDayKey(day) ? `/designer?day=${day}` : '/designer';
}

/** The day `/designer?day=YYYY-MM-DD` asks for, or null. */
export function designerDayOf(search: string): DayKey | null {
  const day = new URLSearchParams(search).get('day');
  return day !== null && isDayKey(day) ? day : null;
}

/** The day the planner's banner makes a design for: the one the planner shows when not past, else today. */
export function plannerDesignDay(shown: string, today: DayKey): DayKey {
  return isDayKey(shown) && shown >= today ? shown : today;
}

/** What is wrong with a design's name, or null. `required`: an empty name is wrong (renaming). */
export function designNameError(name: string, required: boolean): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return required ? designMessages.nameRequired : null;
  return Array.from(trimmed).length > DESIGN_NAME_MAX ? designMessages.nameTooLong : null;
}

const SIDE = /^\d{1,5}$/;

/** A custom side as typed, or null when it is not a whole number of pixels in range. */
export function customSideOf(text: string): number | null {
  const trimmed = text.trim();
  if (!SIDE.test(trimmed)) return null;
  const side = Number(trimmed);
  return side >= DESIGN_SIDE_MIN && side <= DESIGN_SIDE_MAX ? side : null;
}

/** What the person picked to start from: a preset, a custom size, or a template. */
export type DesignStart =
  | { kind: 'preset'; preset: Exclude<DesignPresetId, 'custom'> }
  | { kind: 'custom' }
  | { kind: 'template'; template: Pick<DesignSummary, 'id' | 'preset' | 'width' | 'height'> };

/** A new design as the create call takes it (src/api/designs.ts). */
export interface NewDesignRequest {
  name?: string;
  preset: DesignPresetId;
  width: number;
  height: number;
  templateId?: number;
}

export type DesignStartCheck =
  { ok: true; request: NewDesignRequest } | { ok: false; field: 'name' | 'size'; message: string };

/** The create request for a choice, a name and the custom fields, or what is wrong (the name first). */
export function designStartRequest(
  start: DesignStart,
  name: string,
  custom: { width: string; height: string },
): DesignStartCheck {
  const nameProblem = designNameError(name, false);
  if (nameProblem !== null) return { ok: false, field: 'name', message: nameProblem };
  const named = name.trim() === '' ? {} : { name: name.trim() };
  if (start.kind === 'template') {
    const { id, preset, width, height } = start.template;
    return { ok: true, request: { ...named, preset, width, height, templateId: id } };
  }
  if (start.kind === 'preset') {
    const preset = DESIGN_PRESETS.find((candidate) => candidate.id === start.preset);
    if (preset) {
      return {
        ok: true,
        request: { ...named, preset: preset.id, width: preset.width, height: preset.height },
      };
    }
  }
  const width = customSideOf(custom.width);
  const height = customSideOf(custom.height);
  if (start.kind !== 'custom' || width === null || height === null) {
    return { ok: false, field: 'size', message: designMessages.sizeInvalid };
  }
  return { ok: true, request: { ...named, preset: 'custom', width, height } };
}

/** The page to show after the list changed: the last one when the page shown no longer exists. */
export function pageWithin(page: number, total: number, pageSize: number): number {
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
  return Math.min(Math.max(1, page), pages);
}

/**
 * A library post's image as the start of a design (issue 19: "the library's image posts can open as templates"): a
 * square page (the library images are 1080 × 1080) filled by the image as a replaceable slot, named after the post.
 */
export function designFromLibraryImage(post: { title: string; imageUrl: string }): {
  name: string;
  doc: DesignDoc;
} {
  const side = 1080;
  return {
    name: Array.from(post.title.trim() || 'Library image')
      .slice(0, DESIGN_NAME_MAX)
      .join(''),
    doc: {
      width: side,
      height: side,
      background: '#FFFFFF',
      nodes: [
        {
          id: 'library-image',
          name: 'Library image',
          kind: 'image',
          x: 0,
          y: 0,
          width: side,
          height: side,
          rotation: 0,
          opacity: 1,
          locked: false,
          hidden: false,
          src: post.imageUrl,
          role: 'slot',
        },
      ],
    },
  };
}
