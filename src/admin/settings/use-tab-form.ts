import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import type { SettingGroup } from '../../shared/settings.ts';
import { useSpecResolver } from '../kit/rule-errors.ts';
import { initialTabValues, type TabValues, tabSchema } from './settings-fields.ts';

/** A settings tab's form, checked in the browser with the server's rules for its keys, errors in the admin's words. */
export function useTabForm(group: SettingGroup, settings: Record<string, string>) {
  const validate = useSpecResolver<TabValues>(useMemo(() => tabSchema(group), [group]));
  return useForm<TabValues>({ initialValues: initialTabValues(group, settings), validate });
}

export type TabForm = ReturnType<typeof useTabForm>;
