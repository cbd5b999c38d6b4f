/** The first-run setup's rules (issue 16; spec 9: the setup progress bar starts at 5%). */
import { describe, expect, it } from 'vitest';
import {
  asksForFirstWeek,
  onboardingMessages,
  resumeStep,
  setupLandingUrl,
  setupProgress,
  setupStepsOf,
  stepProblem,
  stepRefusal,
} from '../../../src/domain/onboarding.ts';

describe('setup steps', () => {
  it("takes the flow's known steps in order, once, then the posting schedule and the networks", () => {
    const flow = '[{"url":"/topics"},{"url":"/nonsense"},{"url":"/subjects_services"},{"url":"/topics"}]';
    expect(setupStepsOf(flow)).toEqual(['topics', 'subjects_services', 'dayTimeSchedule', 'social_accounts']);
    expect(setupStepsOf('[{"url":"/social_accounts"},{"url":"/topics"}]')).toEqual([
      'social_accounts',
      'topics',
      'dayTimeSchedule',
    ]);
    for (const broken of [null, '', 'not json', '{"url":"/topics"}']) {
      expect(setupStepsOf(broken)).toEqual(['dayTimeSchedule', 'social_accounts']);
    }
  });

  it('resumes at the first step not done, and lands on the planner once all are', () => {
    const steps = setupStepsOf('[{"url":"/subjects_services"},{"url":"/topics"}]');
    expect(resumeStep(steps, ['topics'])).toBe('subjects_services');
    expect(setupLandingUrl(steps, ['subjects_services'])).toBe('/topics');
    expect(setupLandingUrl(steps, steps)).toBe('/contentplanner');
  });

  it('starts the progress at 5% and ends at 100%', () => {
    expect(setupProgress(0, 6)).toBe(5);
    expect(setupProgress(3, 6)).toBe(53);
    expect(setupProgress(6, 6)).toBe(100);
    expect(setupProgress(9, 6)).toBe(100);
  });

  it('checks each step before anything is sent', () => {
    expect(stepProblem('subjects_services', { text: ' Cakes ', picks: [] })).toBe(
      onboardingMessages.subjectsShort,
    );
    expect(stepProblem('goals_objectives', { text: 'Fame', picks: [] }, ['Sales'])).toBe(
      onboardingMessages.goalUnknown,
    );
    expect(stepProblem('topics', { text: '', picks: [1, 2, 3, 4, 5, 6] })).toBe(
      onboardingMessages.topicsTooMany,
    );
    expect(stepProblem('categories', { text: '', picks: [3, 3] })).toBeNull();
  });

  it("shows the server's own sentence without its field name, and a general one otherwise", () => {
    expect(stepRefusal(new Error(`picks: ${onboardingMessages.unknownPick}`))).toBe(
      onboardingMessages.unknownPick,
    );
    expect(stepRefusal(new Error('Request failed with status 500'))).toBe(onboardingMessages.saveFailed);
  });

  it('opens the first-week panel only for ?welcome=first-week', () => {
    expect(asksForFirstWeek('?welcome=first-week')).toBe(true);
    expect(asksForFirstWeek('?welcome=other')).toBe(false);
    expect(asksForFirstWeek('')).toBe(false);
  });
});
