import { Button, Group, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { SettingGroup, SettingKey, SettingsUpdateInput } from '../../shared/settings.ts';
import { BRAND_SETTING_KEY, BRAND_UPLOAD_TYPES } from '../../shared/uploads.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { useUnsavedChanges } from '../kit/unsaved-changes.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { BrandUpload } from './BrandUpload.tsx';
import { SettingField } from './SettingField.tsx';
import { FIELD_KIND, initialTabValues, tabKeys } from './settings-fields.ts';
import { useTabForm } from './use-tab-form.ts';
import { WorkingHoursField } from './WorkingHoursField.tsx';

/** The upload that belongs under each brand image setting. */
const UPLOAD_FOR_KEY = new Map<SettingKey, (typeof BRAND_UPLOAD_TYPES)[number]>(
  BRAND_UPLOAD_TYPES.map((type) => [BRAND_SETTING_KEY[type], type]),
);

/**
 * One settings tab: its keys, checked in the browser with the server's rules, and saved
 * alone (only this tab's keys are sent, so a half-edited other tab never blocks a save).
 */
export function SettingsTabForm({ group, settings }: { group: SettingGroup; settings: Record<string, string> }) {
  const feedback = useAdminFeedback();
  const form = useTabForm(group, settings);
  useUnsavedChanges(form.isDirty());
  const update = adminTrpc.settings.admin.update.useMutation({
    onSuccess: (all) => {
      const values = initialTabValues(group, all);
      form.setValues(values);
      form.resetDirty(values);
      feedback.success('admin.settings.saved');
      void feedback.refreshAll();
    },
    onError: (error) => feedback.failure(error, 'admin.settings.saveError'),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => update.mutate(values as SettingsUpdateInput))}>
      <Stack gap="md" maw={760}>
        {tabKeys(group).map((key) => {
          const uploadType = UPLOAD_FOR_KEY.get(key);
          if (FIELD_KIND[key] === 'hours') {
            const legacyText = [settings.working_hours_weekday, settings.working_hours_weekend]
              .filter(Boolean)
              .join(' / ');
            return <WorkingHoursField key={key} form={form} legacyText={legacyText} />;
          }
          return (
            <Stack key={key} gap="xs">
              <SettingField form={form} settingKey={key} />
              {uploadType && (
                <BrandUpload
                  type={uploadType}
                  currentUrl={settings[key] ?? ''}
                  onUploaded={(url) => {
                    form.setFieldValue(key, url);
                    form.setFieldError(key, null);
                  }}
                />
              )}
            </Stack>
          );
        })}
        <Group>
          <Button type="submit" loading={update.isPending}>
            <FormattedMessage id="admin.common.save" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
