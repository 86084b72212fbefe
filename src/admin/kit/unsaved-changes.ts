import { createContext, useContext, useEffect } from 'react';

/**
 * Forms with changes not saved yet (issue 22: "work is lost silently"). A form registers while
 * it is dirty; the shell's guard asks before the admin leaves the page or closes the tab, and a
 * dialog (FormModal) asks before it closes by Escape, its close button or a click beside it.
 */
const dirtyForms = new Set<symbol>();

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** The dirty forms inside one dialog; null outside any. */
export const DirtyScope = createContext<Set<symbol> | null>(null);

/**
 * Inside a dialog: runs `then` (a form's close button) at once, or after the admin
 * confirms leaving unsaved changes behind. Null outside any dialog.
 */
export const DialogLeave = createContext<null | ((then: () => void) => void)>(null);

/** A close button's action, asked first inside a dialog that holds unsaved changes. */
export function useLeaveAction(action: () => void): () => void {
  const leave = useContext(DialogLeave);
  return leave ? () => leave(action) : action;
}

/** Marks the calling form as holding unsaved changes while `dirty` is true (and until it unmounts). */
export function useUnsavedChanges(dirty: boolean): void {
  const scope = useContext(DirtyScope);
  useEffect(() => {
    if (!dirty) return undefined;
    const form = Symbol('dirty form');
    dirtyForms.add(form);
    scope?.add(form);
    return () => {
      dirtyForms.delete(form);
      scope?.delete(form);
    };
  }, [dirty, scope]);
}

/** The same as a component, for a form whose own component renders the dialog around it. */
export function UnsavedMark({ dirty }: { dirty: boolean }): null {
  useUnsavedChanges(dirty);
  return null;
}
