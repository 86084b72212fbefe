import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRuleWords } from '../../i18n/use-rule-words.ts';
import { contentValueSchema } from '../../shared/admin-content.ts';
import { directionOf, LANGUAGE_CATALOGUE, LANGUAGES, type Language } from '../../shared/languages.ts';
import { issueWords } from '../../shared/spec-resolver.ts';
import { HistoryButton } from '../kit/HistoryButton.tsx';
import { useUnsavedChanges } from '../kit/unsaved-changes.ts';
import { ContentField } from './ContentField.tsx';
import classes from './content.module.css';
import { fieldKindOfKey } from './content-places.ts';
import type { ContentText } from './content-texts.ts';
import { LegalPreviewButton } from './LegalPreviewButton.tsx';
import type { TextChange, useContentWrites } from './use-content-writes.ts';

type Drafts = Record<Language, string>;

const draftsOf = (text: ContentText): Drafts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, text.entries[language]?.value ?? ''])) as Drafts;

const nativeName = (language: Language) =>
  LANGUAGE_CATALOGUE.find((item) => item.code === language)?.nativeName ?? language;

type Props = { text: ContentText; writes: ReturnType<typeof useContentWrites> };

/**
 * One text: its readable name (the technical key small beneath), the five languages side by
 * side, each editable in place; changed languages are saved together. A language without text
 * is marked missing; each written language has its history.
 */
export function ContentTextCard({ text, writes }: Props) {
  const intl = useIntl();
  const words = useRuleWords();
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(text));
  const [errors, setErrors] = useState<Partial<Record<Language, string>>>({});
  const [busy, setBusy] = useState(false);
  const titleId = `content-text-${text.key.replaceAll('.', '-')}`;
  const kind = fieldKindOfKey(text.key);

  const changes = LANGUAGES.flatMap((language): TextChange[] => {
    const entry = text.entries[language];
    const draft = drafts[language];
    if (draft === (entry?.value ?? '')) return [];
    // A language never written stays unwritten while its field is left empty.
    if (!entry && !draft.trim()) return [];
    return [{ language, value: draft, entry }];
  });

  useUnsavedChanges(changes.length > 0);

  const cancel = () => {
    setDrafts(draftsOf(text));
    setErrors({});
  };
  const save = async () => {
    if (changes.length === 0) return;
    const found: Partial<Record<Language, string>> = {};
    const checked: TextChange[] = [];
    for (const change of changes) {
      const result = contentValueSchema.safeParse(change.value);
      if (result.success) checked.push({ ...change, value: result.data });
      else found[change.language] = issueWords(result.error.issues[0], words);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    await writes.save(text.key, checked);
    setBusy(false);
  };

  return (
    <article className={classes.card} aria-labelledby={titleId} data-missing={text.missing.length > 0 || undefined}>
      <div className={classes.cardHead}>
        <div className={classes.cardTitle}>
          <Text component="h4" fw={600} size="sm" id={titleId}>
            {text.label}
          </Text>
          {/* An inline run: left-to-right itself, yet on the label's side in an Arabic admin. */}
          <div>
            <Text span size="xs" c="dimmed" dir="ltr" className={classes.key}>
              {text.key}
            </Text>
          </div>
        </div>
        <Group gap="xs" wrap="nowrap">
          {text.missing.length > 0 && (
            <Badge color="orange" variant="light" size="sm">
              <FormattedMessage
                id="admin.content.missingBadge"
                values={{ languages: text.missing.map((language) => language.toUpperCase()).join(', ') }}
              />
            </Badge>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => void writes.remove(text)}
            aria-label={intl.formatMessage({ id: 'admin.content.deleteLabel' }, { label: text.label })}
          >
            <FormattedMessage id="admin.common.delete" />
          </Button>
        </Group>
      </div>
      {kind === 'legalBody' && (
        <Text size="xs" c="dimmed" mb="xs">
          <FormattedMessage id="admin.content.legalHint" />
        </Text>
      )}
      <div className={classes.languages}>
        {LANGUAGES.map((language) => {
          const missing = text.missing.includes(language);
          const entry = text.entries[language];
          return (
            <div key={language}>
              <ContentField
                kind={kind}
                label={nativeName(language)}
                lang={language}
                dir={directionOf(language)}
                value={drafts[language]}
                placeholder={missing ? intl.formatMessage({ id: 'admin.content.missingPlaceholder' }) : undefined}
                missing={missing}
                error={errors[language]}
                onChange={(value) => {
                  setDrafts((current) => ({ ...current, [language]: value }));
                  setErrors((current) => ({ ...current, [language]: undefined }));
                }}
                // Ctrl/Cmd+Enter saves the card, Escape puts it back (as the old inline editor did).
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void save();
                  else if (event.key === 'Escape' && changes.length > 0) cancel();
                }}
              />
              {kind === 'legalBody' && (
                <LegalPreviewButton
                  markup={drafts[language]}
                  language={language}
                  name={`${text.label} · ${nativeName(language)}`}
                />
              )}
              {/* Each language is its own entry with its own saved versions. */}
              {entry && (
                <HistoryButton kind="content" itemId={entry.id} name={`${text.label} · ${nativeName(language)}`} />
              )}
            </div>
          );
        })}
      </div>
      {changes.length > 0 && (
        <Group gap="xs" mt="xs">
          <Button size="xs" onClick={() => void save()} loading={busy}>
            <FormattedMessage id="admin.common.save" />
          </Button>
          <Button size="xs" variant="default" onClick={cancel}>
            <FormattedMessage id="admin.common.cancel" />
          </Button>
        </Group>
      )}
    </article>
  );
}
