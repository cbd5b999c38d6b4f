/**
 * The full-page post editor (issue 19, machines/postEditor.machine.ts with input `page`): what opens where (spec 4.1:
 * a published post is not edited), what saving sends (each network's own text, the first comment, the media with
 * their alt texts; the planner's modal none of them, so the server keeps them), each network's limits before any
 * call (src/domain/networkRules.ts), and a new post asking for approval.
 */
import { describe, expect, it } from 'vitest';
import {
  SAMPLE_NOW as NOW,
  SAMPLE_ZONE as ZONE,
  plannerSamplePosts,
} from '../../machines/planner.samples.ts';
import { PAGE_EDITOR_INPUT, postEditorInputs } from '../../machines/postEditor.samples.ts';
import { networkMessages } from '../../src/domain/networkRules.ts';
import { editor } from './postEditorHarness.ts';

describe('the full-page post editor (issue 19)', () => {
  const page = postEditorInputs[PAGE_EDITOR_INPUT];
  const wholePost = {
    ...page.post,
    media: ['/api/media/a'],
    texts: [{ provider_Id: 2 as const, text: 'Short for Twitter' }],
    first_comment: 'Order online',
    alt_texts: ['A loaf'],
    msp: [
      {
        ...page.post.msp[0]!,
        channeldata: [1, 2].map((id) => ({
          provider_Id: id as 1 | 2,
          status: 'SCHEDULED' as const,
          error: null,
          externalPostId: null,
          posted_at: null,
        })),
      },
    ],
  };

  it('a post that can still change opens in the editor at once; a published one is shown, not edited (spec 4.1)', () => {
    const opened = editor(page).actor.getSnapshot();
    expect(opened.hasTag('editing')).toBe(true);
    expect(opened.context.draft?.postId).toBe(page.post.id);
    const published = editor({ ...page, post: plannerSamplePosts.published }).actor.getSnapshot();
    expect(published.hasTag('viewing')).toBe(true);
    expect(published.context.draft).toBeNull();
  });

  it("saves every field it edits: each network's own text, the first comment, the media and their alt texts", () => {
    const { actor, savePost } = editor({ ...page, post: wholePost });
    actor.send({ type: 'edit.changed', firstComment: 'Order at the shop', altTexts: ['A rye loaf'] });
    actor.send({ type: 'edit.save', now: NOW });
    expect(savePost).toHaveBeenCalledWith(
      expect.objectContaining({
        input: expect.objectContaining({
          postId: page.post.id,
          channels: [1, 2],
          texts: [{ provider_Id: 2, text: 'Short for Twitter' }],
          firstComment: 'Order at the shop',
          media: ['/api/media/a'],
          altTexts: ['A rye loaf'],
        }),
      }),
    );
  });

  it("the planner's modal sends none of them, so the server keeps what is stored", () => {
    const { actor, savePost } = editor(postEditorInputs[0]);
    actor.send({ type: 'edit.started' });
    actor.send({ type: 'edit.save', now: NOW });
    const sent = (savePost.mock.calls[0] as unknown as [{ input: Record<string, unknown> }])[0].input;
    for (const field of ['texts', 'firstComment', 'altTexts', 'media'])
      expect(sent).not.toHaveProperty(field);
  });

  it('refuses a text longer than a chosen network allows before any call, until that network gets its own text', () => {
    const { actor, savePost } = editor({ ...page, post: wholePost });
    const long = 'a'.repeat(300);
    actor.send({ type: 'edit.changed', description: long, texts: {} });
    actor.send({ type: 'edit.save', now: NOW });
    expect(actor.getSnapshot().context.error).toBe(networkMessages.tooLong('Twitter', 300, 280));
    expect(savePost).not.toHaveBeenCalled();
    actor.send({ type: 'edit.changed', texts: { 2: 'Rye today' } });
    actor.send({ type: 'edit.save', now: NOW });
    expect(savePost).toHaveBeenCalledTimes(1);
  });

  it('a new post can ask for approval: it is saved waiting for it', () => {
    const { actor, savePost } = editor({
      accountId: 1,
      timeZone: ZONE,
      post: null,
      day: '2026-07-10',
      page: true,
    });
    expect(actor.getSnapshot().context.draft).toMatchObject({ texts: {}, media: [], needsApproval: false });
    actor.send({
      type: 'edit.changed',
      description: 'Rye',
      time: '09:00',
      channels: [1],
      needsApproval: true,
    });
    actor.send({ type: 'edit.save', now: NOW });
    expect(savePost).toHaveBeenCalledWith(
      expect.objectContaining({
        input: expect.objectContaining({ postId: null, needsApproval: true, texts: [] }),
      }),
    );
  });
});
