import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import classes from './form-field.module.css';

type Common = { label: ReactNode; error?: ReactNode; required?: boolean };
type InputFieldProps = Common & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>;
type TextareaFieldProps = Common & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>;

/**
 * A labelled text input (or, with `multiline`, a text area) of the public forms: the markup of
 * Mantine's TextInput (label with a silent asterisk, aria-invalid, the error as the field's
 * description) in plain elements and a CSS module, so a public page does not load Mantine's input
 * components (~7 KiB gzip of first load, issue 11). Takes @mantine/form's getInputProps.
 */
export function FormField(props: InputFieldProps | TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { label, error, required, multiline, ...rest } = props;
  const shared = {
    id,
    className: classes.input,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {multiline ? (
        <textarea rows={5} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...shared} />
      ) : (
        <input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...shared} />
      )}
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
