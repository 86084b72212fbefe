import { schemaResolver, useForm } from '@mantine/form';
import type { SettingGroup } from '../../shared/settings.ts';
import { initialTabValues, type TabValues, tabSchema } from './settings-fields.ts';

/** A settings tab's form, checked in the browser with the server's rules for its keys. */
export function useTabForm(group: SettingGroup, settings: Record<string, string>) {
  return useForm<TabValues>({
    initialValues: initialTabValues(group, settings),
    validate: schemaResolver(tabSchema(group), { sync: true }),
  });
}

export type TabForm = ReturnType<typeof useTabForm>;
