import { labelledOptions } from '../i18n/message-ids.ts';
import {
  BUSINESS_SIZES,
  CURRENT_WEBSITE_STATES,
  SERVICE_BUSINESS_TYPES,
  SERVICE_GOALS,
  SERVICE_TECH_LEVELS,
  SERVICE_TIMELINES,
  type ServiceRecommendationInput,
} from '../shared/recommendation.ts';

const PREFIX = 'service.questionnaire';

/**
 * The six steps of the service questionnaire (spec 000 sections 4 and 5); budget is not asked.
 * Each option's label is `service.questionnaire.<field>.<option>`.
 */
export const QUESTIONNAIRE_STEPS = [
  {
    field: 'businessType',
    multiple: false,
    ...labelledOptions(SERVICE_BUSINESS_TYPES, (option) => `${PREFIX}.businessType.${option}`),
  },
  {
    field: 'businessSize',
    multiple: false,
    ...labelledOptions(BUSINESS_SIZES, (option) => `${PREFIX}.businessSize.${option}`),
  },
  {
    field: 'currentWebsite',
    multiple: false,
    ...labelledOptions(CURRENT_WEBSITE_STATES, (option) => `${PREFIX}.currentWebsite.${option}`),
  },
  { field: 'goals', multiple: true, ...labelledOptions(SERVICE_GOALS, (option) => `${PREFIX}.goals.${option}`) },
  {
    field: 'timeline',
    multiple: false,
    ...labelledOptions(SERVICE_TIMELINES, (option) => `${PREFIX}.timeline.${option}`),
  },
  {
    field: 'techLevel',
    multiple: false,
    ...labelledOptions(SERVICE_TECH_LEVELS, (option) => `${PREFIX}.techLevel.${option}`),
  },
] as const;

export type QuestionField = (typeof QUESTIONNAIRE_STEPS)[number]['field'];

/** Answers as the visitor gives them: single choices as strings, goals as a list. */
export type Answers = {
  businessType: string;
  businessSize: string;
  currentWebsite: string;
  goals: string[];
  timeline: string;
  techLevel: string;
};

export const EMPTY_ANSWERS: Answers = {
  businessType: '',
  businessSize: '',
  currentWebsite: '',
  goals: [],
  timeline: '',
  techLevel: '',
};

/** Each step needs a non-empty answer (a multi-select at least one choice) before Next. */
export function isStepAnswered(answers: Answers, step: number): boolean {
  const definition = QUESTIONNAIRE_STEPS[step];
  if (!definition) return false;
  const value = answers[definition.field];
  return Array.isArray(value) ? value.length > 0 : value !== '';
}

/** Progress in percent: step divided by 6. */
export function progressOf(step: number): number {
  return (step / QUESTIONNAIRE_STEPS.length) * 100;
}

/** The payload of the recommendation call: only what was asked (no budget, so none is claimed). */
export function toRecommendationInput(answers: Answers): Omit<ServiceRecommendationInput, 'language'> {
  return { ...answers } as Omit<ServiceRecommendationInput, 'language'>;
}
