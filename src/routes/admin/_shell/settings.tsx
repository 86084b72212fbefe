import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../admin/settings/SettingsPage.tsx';

export const Route = createFileRoute('/admin/_shell/settings')({
  component: SettingsPage,
});
