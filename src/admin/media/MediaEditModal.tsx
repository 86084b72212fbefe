import '@mantine/core/styles/Fieldset.css';
import { Anchor, Fieldset, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AdminMediaFile, ALT_TEXT_MAX } from '../../shared/admin-media.ts';
import { directionOf, LANGUAGE_CATALOGUE, LANGUAGES, type Language } from '../../shared/languages.ts';
import { objectPositionOf, SHARE_IMAGE } from '../../shared/media-image.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { DialogFormButtons } from '../kit/FormButtons.tsx';
import { FormModal } from '../kit/FormModal.tsx';
import { HistoryButton } from '../kit/HistoryButton.tsx';
import { TitleWithHint } from '../kit/TitleWithHint.tsx';
import { useUnsavedChanges } from '../kit/unsaved-changes.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { FocalPointPicker } from './FocalPointPicker.tsx';
import type { FocalPoint } from './focal-point.ts';
import { ImageStatusBadge } from './ImageStatusBadge.tsx';
import classes from './media.module.css';

type ImageFile = AdminMediaFile & { image: NonNullable<AdminMediaFile['image']> };

/** The admin-only download of the file as it was uploaded (metadata and all). */
export const originalUrlOf = (id: number) => `/api/admin/media/${id}/original`;

/** The edit of one raster image: focal point, crop previews, alt text per language. */
export function MediaEditModal({ file, opened, onClose }: { file: ImageFile; opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={intl.formatMessage({ id: 'admin.media.edit.title' }, { name: file.originalName })}
    >
      {/* Mounted only while open: each opening starts from the saved values, and so does a restore from the history. */}
      {opened && <EditForm key={savedValuesKey(file)} file={file} onClose={onClose} />}
    </FormModal>
  );
}

/** Changes when the saved focal point or texts change (a restored version), so the form starts again from them. */
const savedValuesKey = ({ alt, image }: ImageFile) => JSON.stringify([image.focalX, image.focalY, image.alts, alt]);

function initialAlts(file: ImageFile): Record<Language, string> {
  const alts = Object.fromEntries(LANGUAGES.map((language) => [language, file.image.alts[language] ?? ''])) as Record<
    Language,
    string
  >;
  // `alt` is the Turkish one (spec 001); a file from before the per-language texts has only it.
  if (!alts.tr) alts.tr = file.alt;
  return alts;
}

function EditForm({ file, onClose }: { file: ImageFile; onClose: () => void }) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const { image } = file;
  const [focal, setFocal] = useState<FocalPoint>({ x: image.focalX, y: image.focalY });
  const [alts, setAlts] = useState(initialAlts(file));
  useUnsavedChanges(
    focal.x !== image.focalX || focal.y !== image.focalY || JSON.stringify(alts) !== JSON.stringify(initialAlts(file)),
  );
  const update = adminTrpc.media.admin.update.useMutation({
    onSuccess: () => {
      feedback.success('admin.media.edit.saved');
      void feedback.refreshAll();
      onClose();
    },
    onError: (error) => feedback.failure(error),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Every language is sent: an emptied field clears that language's text.
    const trimmed = Object.fromEntries(LANGUAGES.map((language) => [language, alts[language].trim()]));
    update.mutate({ id: file.id, focalX: focal.x, focalY: focal.y, alts: trimmed });
  };

  const cropStyle = { objectPosition: objectPositionOf({ focalX: focal.x, focalY: focal.y }) };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <ImageStatusBadge status={image.status} />
          <Text size="sm">
            <span dir="ltr">
              <FormattedMessage id="admin.media.pixelSize" values={{ width: image.width, height: image.height }} />
            </span>
          </Text>
          <Anchor href={originalUrlOf(file.id)} download={file.originalName} size="sm">
            <FormattedMessage id="admin.media.edit.original" />
          </Anchor>
          <HistoryButton kind="media" itemId={file.id} name={file.originalName} />
        </Group>
        {image.status !== 'ready' && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id={`admin.media.statusHint.${image.status}`} />
          </Text>
        )}

        <Stack gap="xs" component="section" aria-labelledby="media-focal-title">
          <TitleWithHint
            order={3}
            size="h5"
            id="media-focal-title"
            titleId="admin.media.edit.focalTitle"
            hintId="admin.media.edit.focalHint"
          />
          <FocalPointPicker
            src={file.url}
            width={image.width}
            height={image.height}
            value={focal}
            onChange={setFocal}
          />
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby="media-crops-title">
          <Title order={3} size="h5" id="media-crops-title">
            <FormattedMessage id="admin.media.edit.cropsTitle" />
          </Title>
          <div className={classes.crops}>
            <figure className={classes.crop}>
              <img
                src={file.url}
                alt=""
                style={{ ...cropStyle, aspectRatio: `${SHARE_IMAGE.width} / ${SHARE_IMAGE.height}` }}
              />
              <figcaption>
                <FormattedMessage id="admin.media.edit.cropShare" />
              </figcaption>
            </figure>
            <figure className={classes.crop}>
              <img src={file.url} alt="" style={{ ...cropStyle, aspectRatio: '1 / 1' }} />
              <figcaption>
                <FormattedMessage id="admin.media.edit.cropSquare" />
              </figcaption>
            </figure>
          </div>
        </Stack>

        <Fieldset legend={intl.formatMessage({ id: 'admin.media.edit.altTitle' })} variant="unstyled">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              <FormattedMessage id="admin.media.edit.altHint" values={{ max: ALT_TEXT_MAX }} />
            </Text>
            {LANGUAGE_CATALOGUE.map(({ code, nativeName }) => (
              <TextInput
                key={code}
                label={nativeName}
                labelProps={{ lang: code }}
                lang={code}
                dir={directionOf(code)}
                value={alts[code]}
                maxLength={ALT_TEXT_MAX}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setAlts((current) => ({ ...current, [code]: text }));
                }}
                disabled={update.isPending}
              />
            ))}
          </Stack>
        </Fieldset>

        <DialogFormButtons saving={update.isPending} onCancel={onClose} mt={0} />
      </Stack>
    </form>
  );
}
