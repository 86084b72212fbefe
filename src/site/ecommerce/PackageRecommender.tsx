import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/PublicTrpc.tsx';
import { ConfidenceBadge, ResultBlock, ResultList } from '../../components/RecommendationResult.tsx';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import { useLanguage } from '../../i18n/LanguageContext.tsx';
import { optionText } from '../../i18n/message-ids.ts';
import { useRuleWords } from '../../i18n/use-rule-words.ts';
import { apiErrorCodeOf } from '../../lib/api-error-code.ts';
import {
  CHOICES,
  FEATURES,
  type PackageAnswers,
  PREFIX,
  packageQuoteSearch,
  type RecommenderTextKey,
  recommendedPriceText,
} from '../../lib/package-quote.ts';
import type { PackageRecommendation, PackageRecommendationInput } from '../../shared/recommendation.ts';
import classes from './ecommerce.module.css';

type Answers = PackageAnswers;

const EMPTY: Answers = {
  businessType: '',
  monthlyRevenue: '',
  employeeCount: '',
  currentWebsite: '',
  products: '',
  budget: '',
  timeline: '',
  features: [],
  techLevel: '',
  growthPlans: '',
};

type View = 'intro' | 'form' | 'result';

/** The package recommender of spec 000 sections 2, 4, 5 and 8 (loaded lazily). */
export default function PackageRecommender() {
  const intl = useIntl();
  const { language } = useLanguage();
  const ruleWords = useRuleWords();
  const [view, setView] = useState<View>('intro');
  const [answers, setAnswers] = useState<Answers>(EMPTY);
  const [result, setResult] = useState<PackageRecommendation | null>(null);
  const text = (key: RecommenderTextKey) => intl.formatMessage({ id: `${PREFIX}.${key}` });

  const recommend = trpc.recommendation.package.useMutation({
    onSuccess: (data) => {
      setResult(data);
      setView('result');
      notifications.show({
        color: 'teal',
        title: text('toast.successTitle'),
        message: text('toast.successText'),
      });
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: text('toast.errorTitle'),
        message:
          apiErrorCodeOf(error) === 'RATE_LIMITED'
            ? intl.formatMessage({ id: 'errors.rateLimited' })
            : text('toast.errorText'),
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (recommend.isPending) return;
    if (!answers.businessType || !answers.budget) {
      notifications.show({
        color: 'red',
        title: text('toast.missingTitle'),
        message: ruleWords('package.required'),
      });
      return;
    }
    recommend.mutate({ ...answers, language } as PackageRecommendationInput);
  };

  const restart = () => {
    setResult(null);
    setAnswers(EMPTY);
    recommend.reset();
    setView('intro');
  };

  return (
    <div aria-live="polite" className={classes.recommender}>
      {view === 'intro' && <Intro onStart={() => setView('form')} />}
      {view === 'form' && (
        <Card withBorder radius="lg" padding="xl" component="form" onSubmit={submit} noValidate>
          <Stack gap="lg">
            <Title order={3} className={classes.cardTitle}>
              <FormattedMessage id={`${PREFIX}.formTitle`} />
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {CHOICES.map(({ field, required, ...choice }) => (
                <NativeSelect
                  key={field}
                  label={text(`form.${field}`)}
                  withAsterisk={required}
                  aria-required={required || undefined}
                  value={answers[field]}
                  onChange={(event) => setAnswers({ ...answers, [field]: event.currentTarget.value })}
                  data={[
                    { value: '', label: text('form.choose') },
                    ...choice.options.map((option) => ({ value: option, label: optionText(intl, choice, option) })),
                  ]}
                />
              ))}
              <TextInput
                label={text('form.currentWebsite')}
                placeholder={text('form.currentWebsitePlaceholder')}
                value={answers.currentWebsite}
                onChange={(event) => setAnswers({ ...answers, currentWebsite: event.currentTarget.value })}
                maxLength={500}
              />
              <TextInput
                label={text('form.products')}
                placeholder={text('form.productsPlaceholder')}
                value={answers.products}
                onChange={(event) => setAnswers({ ...answers, products: event.currentTarget.value })}
                maxLength={2000}
              />
            </SimpleGrid>
            <Checkbox.Group
              label={text('form.features')}
              value={answers.features}
              onChange={(features) => setAnswers({ ...answers, features })}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
                {FEATURES.options.map((feature) => (
                  <Checkbox key={feature} value={feature} label={optionText(intl, FEATURES, feature)} color="orange" />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Textarea
              label={text('form.growthPlans')}
              placeholder={text('form.growthPlansPlaceholder')}
              value={answers.growthPlans}
              onChange={(event) => setAnswers({ ...answers, growthPlans: event.currentTarget.value })}
              autosize
              minRows={3}
              maxLength={2000}
            />
            <Group justify="space-between">
              <Button variant="default" onClick={() => setView('intro')} disabled={recommend.isPending}>
                <FormattedMessage id="button.cancel" />
              </Button>
              <Button
                type="submit"
                color="orange"
                disabled={recommend.isPending}
                leftSection={recommend.isPending ? <Loader size="xs" color="white" /> : undefined}
              >
                <FormattedMessage id={recommend.isPending ? 'button.analyzing' : 'button.getRecommendation'} />
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {view === 'result' && result && <Result result={result} answers={answers} onRestart={restart} />}
    </div>
  );
}

function Intro({ onStart }: { onStart: () => void }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" ta="center" gap="md">
        <Text size="lg" c="gray.7" maw={560}>
          <FormattedMessage id={`${PREFIX}.text`} />
        </Text>
        <Button color="orange" size="md" onClick={onStart}>
          <FormattedMessage id="button.startAnalysis" />
        </Button>
      </Stack>
    </Card>
  );
}

function Result({
  result,
  answers,
  onRestart,
}: {
  result: PackageRecommendation;
  answers: Answers;
  onRestart: () => void;
}) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaced the form: move focus to its heading so keyboard users land on the answer.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card withBorder radius="lg" padding="xl" className={classes.result}>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Stack gap={4}>
            <Text size="sm" c="gray.7" fw={600}>
              <FormattedMessage id={`${PREFIX}.resultTitle`} />
            </Text>
            <Title order={3} ref={heading} tabIndex={-1} className={classes.resultName}>
              {result.recommendedPackage}
            </Title>
            <Group gap="xs">
              <Text fw={700} data-testid="recommended-price">
                <FormattedMessage id={`${PREFIX}.price`} />
                {': '}
                <span dir="ltr">{recommendedPriceText(intl, result.price)}</span>
              </Text>
              {!result.withinBudget && (
                <Badge color="red" variant="light" c="red.9">
                  <FormattedMessage id={`${PREFIX}.overBudget`} />
                </Badge>
              )}
            </Group>
          </Stack>
          <ConfidenceBadge labelId={`${PREFIX}.confidence`} value={result.confidence} />
        </Group>
        <ResultBlock titleId={`${PREFIX}.reasoning`}>
          <Text>{result.reasoning}</Text>
        </ResultBlock>
        <ResultList titleId={`${PREFIX}.alternatives`} items={result.alternatives} />
        <ResultList titleId={`${PREFIX}.customSuggestions`} items={result.customSuggestions} />
        <Group>
          <Button
            color="orange"
            component={SiteLink}
            to={sitePath('/contact')}
            search={packageQuoteSearch(intl, result, answers)}
          >
            <FormattedMessage id="button.choosePackage" />
          </Button>
          <Button variant="default" onClick={onRestart}>
            <FormattedMessage id="button.newAnalysis" />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
