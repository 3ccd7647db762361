import { tour } from '@parley/api-contract';
import { describe, expect, it } from 'vitest';
import { tourTargets } from '@parley/conversation-ui';
import { createTranslator } from '@parley/theme-brands';
import { chatCatalogue } from '../i18n/chat-text';
import { quickStartTourSteps, quickStartTourStepsIn, validateTourSteps } from './tour-steps';

describe('quickStartTourSteps', () => {
  it('has 12 steps (chat-spec section 9)', () => {
    expect(quickStartTourSteps).toHaveLength(tour.steps);
  });

  it('visits every tour target once', () => {
    expect(quickStartTourSteps.map((step) => step.target).sort()).toEqual(
      Object.values(tourTargets).sort(),
    );
  });

  it('reads the same steps in Arabic, each translated, in the same order', () => {
    const arabic = quickStartTourStepsIn(chatCatalogue.textOf(createTranslator('ar')));
    expect(arabic.map((step) => step.target)).toEqual(
      quickStartTourSteps.map((step) => step.target),
    );
    arabic.forEach((step, index) => {
      expect(step.title).not.toBe(quickStartTourSteps[index]?.title);
      expect(step.content).toMatch(/[\u0600-\u06FF]/);
    });
  });
});

describe('validateTourSteps', () => {
  it('accepts objects with a target', () => {
    expect(validateTourSteps(quickStartTourSteps)).toBe(quickStartTourSteps);
  });

  it('refuses a step that is not an object (chat-spec section 5), naming it', () => {
    expect(() => validateTourSteps([quickStartTourSteps[0], 'brand-logo'])).toThrow(
      'Tour step 2 must be an object with a target',
    );
  });

  it('refuses a step without a target (chat-spec section 5), naming it', () => {
    expect(() => validateTourSteps([{ title: 'No target', content: '' }])).toThrow(
      'Tour step 1 must have a target: a non-empty string',
    );
  });

  it('refuses steps that are not a list', () => {
    expect(() => validateTourSteps({ target: 'brand-logo' })).toThrow(
      'Tour steps must be an array',
    );
  });
});
