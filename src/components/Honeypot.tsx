import type { Ref } from 'react';
import classes from './honeypot.module.css';
import hidden from './visually-hidden.module.css';

/**
 * The spam trap of the public forms (issue 12): a text field named `website` that people never
 * see nor reach (off screen, aria-hidden, out of the tab order, no autofill), so only bots fill
 * it. The server answers a filled one like any other submit and files it as spam. Uncontrolled:
 * the form reads it through `inputRef` when it sends.
 */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div className={`${hidden.visuallyHidden} ${classes.honeypot}`} aria-hidden="true">
      <label>
        Website
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
