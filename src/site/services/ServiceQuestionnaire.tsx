import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/PublicTrpc.tsx';
import { ConfidenceBadge, ResultBlock, ResultList } from '../../components/RecommendationResult.tsx';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import { useLanguage } from '../../i18n/LanguageContext.tsx';
import { optionText } from '../../i18n/message-ids.ts';
import { servicePath } from '../../lib/service-path.ts';
import {
  type Answers,
  EMPTY_ANSWERS,
  isStepAnswered,
  progressOf,
  QUESTIONNAIRE_STEPS,
  toRecommendationInput,
} from '../../lib/service-questionnaire.ts';
import { serviceQuoteSearch } from '../../lib/service-quote.ts';
import type { PublicService } from '../../shared/catalog.ts';
import type { ServiceRecommendation } from '../../shared/recommendation.ts';
import classes from './services.module.css';

const PREFIX = 'service.questionnaire';
const OPTION_CLASSES = { root: classes.option, labelWrapper: classes.optionLabelWrapper, label: classes.optionLabel };

/** The service recommendation questionnaire of spec 000 sections 2, 4 and 5 (loaded lazily). */
export default function ServiceQuestionnaire() {
  const intl = useIntl();
  const { language } = useLanguage();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>(EMPTY_ANSWERS);
  const [conversation, setConversation] = useState(0);
  const [result, setResult] = useState<ServiceRecommendation | null>(null);
  const services = trpc.services.list.useQuery({ language });
  // Failure: nothing visible changes (spec 000 section 8); the error stays internal.
  const recommend = trpc.recommendation.services.useMutation({ onSuccess: (data) => setResult(data) });

  const definition = QUESTIONNAIRE_STEPS[step];
  const isLast = step === QUESTIONNAIRE_STEPS.length - 1;
  const answered = isStepAnswered(answers, step);

  const next = () => {
    if (!answered) return;
    if (!isLast) {
      setStep(step + 1);
      return;
    }
    recommend.mutate({ ...toRecommendationInput(answers), language });
  };

  const restart = () => {
    setConversation((count) => count + 1);
    setStep(0);
    setAnswers(EMPTY_ANSWERS);
    setResult(null);
    recommend.reset();
  };

  if (result) {
    return <Results result={result} answers={answers} services={services.data ?? []} onRestart={restart} />;
  }

  const optionLabel = (option: string) => optionText(intl, definition, option);
  const question = intl.formatMessage({ id: `${PREFIX}.${definition.field}.question` });

  return (
    <Card withBorder radius="lg" padding="xl" className={classes.questionnaire} key={conversation}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id={`${PREFIX}.stepOf`}
              values={{
                step: <span dir="ltr">{step + 1}</span>,
                total: <span dir="ltr">{QUESTIONNAIRE_STEPS.length}</span>,
              }}
            />
          </Text>
        </Group>
        <Progress
          value={progressOf(step)}
          color="orange"
          radius="xl"
          aria-label={intl.formatMessage({ id: `${PREFIX}.progress` })}
        />
        {definition.multiple ? (
          <Checkbox.Group
            value={answers.goals}
            onChange={(goals) => setAnswers({ ...answers, goals })}
            label={question}
            size="md"
            classNames={{ label: classes.question }}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {definition.options.map((option) => (
                <Checkbox key={option} value={option} label={optionLabel(option)} classNames={OPTION_CLASSES} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        ) : (
          <Radio.Group
            value={answers[definition.field]}
            onChange={(value) => setAnswers({ ...answers, [definition.field]: value })}
            label={question}
            size="md"
            classNames={{ label: classes.question }}
            name={`${definition.field}-${conversation}`}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {definition.options.map((option) => (
                <Radio key={option} value={option} label={optionLabel(option)} classNames={OPTION_CLASSES} />
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
        <Group justify="space-between">
          <Button variant="default" disabled={step === 0 || recommend.isPending} onClick={() => setStep(step - 1)}>
            <FormattedMessage id="button.back" />
          </Button>
          <Button
            color="orange"
            disabled={!answered || recommend.isPending}
            onClick={next}
            leftSection={recommend.isPending ? <Loader size="xs" color="white" /> : undefined}
          >
            <FormattedMessage
              id={recommend.isPending ? 'button.analyzing' : isLast ? 'button.getRecommendation' : 'button.next'}
            />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

type ResultsProps = {
  result: ServiceRecommendation;
  answers: Answers;
  services: PublicService[];
  onRestart: () => void;
};

function Results({ result, answers, services, onRestart }: ResultsProps) {
  const intl = useIntl();
  const titleOf = (slug: string) => services.find((service) => service.slug === slug)?.content.title ?? slug;
  return (
    <Card withBorder radius="lg" padding="xl" className={classes.questionnaire}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={3}>
            <FormattedMessage id={`${PREFIX}.resultTitle`} />
          </Title>
          <ConfidenceBadge labelId={`${PREFIX}.confidence`} value={result.confidence} />
        </Group>
        <ResultBlock titleId={`${PREFIX}.recommended`}>
          <Group gap="sm">
            {result.recommendedServices.map((slug) => (
              <Button key={slug} component={SiteLink} to={servicePath(slug)} variant="light" color="orange">
                {titleOf(slug)}
              </Button>
            ))}
          </Group>
        </ResultBlock>
        <ResultBlock titleId={`${PREFIX}.reasoning`}>
          <Text>{result.reasoning}</Text>
        </ResultBlock>
        {result.alternatives.length > 0 && (
          <ResultBlock titleId={`${PREFIX}.alternatives`}>
            <Group gap="md">
              {result.alternatives.map((slug) => (
                <Anchor key={slug} component={SiteLink} to={servicePath(slug)}>
                  {titleOf(slug)}
                </Anchor>
              ))}
            </Group>
          </ResultBlock>
        )}
        <ResultList titleId={`${PREFIX}.customSuggestions`} items={result.customSuggestions} />
        <Group>
          {/* The quote request carries the recommended services and the answers to the contact form. */}
          <Button
            color="orange"
            component={SiteLink}
            to={sitePath('/contact')}
            search={serviceQuoteSearch(intl, answers, result.recommendedServices.map(titleOf))}
          >
            <FormattedMessage id="button.getQuote" />
          </Button>
          <Button variant="default" onClick={onRestart}>
            <FormattedMessage id="button.newConversation" />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
