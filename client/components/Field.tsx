// The one form field: a label (or, for a group of radios, the id of the text
// that names it), a required marker, a hint and an error, wired to the control
// with aria-describedby and aria-invalid. The control itself is the caller's
// (input, select, textarea, radios), drawn by `children` with the props it
// must spread. `required` goes on the control, so assistive technology says
// "required" once; the star is for the eye only.
import { type ReactNode, useId } from 'react';

export interface FieldControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldCommon {
  /** The control's id (its hint and error get `<id>-hint`, `<id>-error`); made up when left out. */
  id?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

export type FieldProps = FieldCommon & ({ label: string; labelledBy?: undefined } | { label?: undefined; labelledBy: string });

export function Field({ id: givenId, label, labelledBy, hint, error, required, children }: FieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = { id, required: required || undefined, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const className = error ? 'field field--invalid' : 'field';
  const notes = (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
  if (labelledBy !== undefined) {
    // A group of radios: named by text outside it, each radio described by the group's notes.
    return (
      <div id={id} className={className} role="radiogroup" aria-labelledby={labelledBy} aria-invalid={control['aria-invalid']} aria-describedby={describedBy}>
        {children({ ...control, id: `${id}-options` })}
        {notes}
      </div>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children(control)}
      {notes}
    </div>
  );
}
