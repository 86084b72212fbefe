import { describe, expect, it } from 'vitest';
import { VALID_SERVICE_ANSWERS } from '../../server/test/valid-inputs.ts';
import { serviceRecommendationInputSchema } from '../shared/recommendation.ts';
import {
  EMPTY_ANSWERS,
  isStepAnswered,
  progressOf,
  QUESTIONNAIRE_STEPS,
  toRecommendationInput,
} from './service-questionnaire.ts';

describe('service questionnaire steps', () => {
  it('has six steps and progress step/6', () => {
    expect(QUESTIONNAIRE_STEPS).toHaveLength(6);
    expect(progressOf(0)).toBe(0);
    expect(progressOf(3)).toBe(50);
  });

  it('needs an answer on each step; goals needs at least one choice', () => {
    expect(isStepAnswered(EMPTY_ANSWERS, 0)).toBe(false);
    expect(isStepAnswered({ ...EMPTY_ANSWERS, businessType: 'retail' }, 0)).toBe(true);
    expect(isStepAnswered(EMPTY_ANSWERS, 3)).toBe(false);
    expect(isStepAnswered({ ...EMPTY_ANSWERS, goals: ['automation'] }, 3)).toBe(true);
  });

  it('sends no budget (it is not asked) and passes the shared schema', () => {
    const input = toRecommendationInput(VALID_SERVICE_ANSWERS);
    expect(input.budget).toBeUndefined();
    expect(serviceRecommendationInputSchema.safeParse(input).success).toBe(true);
  });
});
