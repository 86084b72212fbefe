import { Button, Group, Text } from '@mantine/core';

/** The deleted-text toast's body: what was deleted and the button that restores it. */
export function UndoToastMessage({ text, undoLabel, onUndo }: { text: string; undoLabel: string; onUndo: () => void }) {
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap">
      <Text size="sm">{text}</Text>
      <Button size="compact-sm" variant="light" onClick={onUndo}>
        {undoLabel}
      </Button>
    </Group>
  );
}
