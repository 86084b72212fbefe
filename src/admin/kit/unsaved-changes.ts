import { useEffect } from 'react';

/**
 * Forms with changes not saved yet (issue 22: "work is lost silently"). A form registers while
 * it is dirty; the shell's guard asks before the admin leaves the page or closes the tab.
 */
const dirtyForms = new Set<symbol>();

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Marks the calling form as holding unsaved changes while `dirty` is true (and until it unmounts). */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const form = Symbol('dirty form');
    dirtyForms.add(form);
    return () => {
      dirtyForms.delete(form);
    };
  }, [dirty]);
}
