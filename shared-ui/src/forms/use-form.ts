// A small form-state hook for the forms of every realm: values, validation by a pure function, and
// messages shown once a field the person typed in was left (blur) or a submit was tried, then kept
// live while typing. Leaving a field untouched says nothing: focus also moves by itself (an
// autofocused field loses it when the page frame focuses the new page), and a message about a
// field the person has not reached yet only gets in the way.
import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';

export type FormErrors<V> = Partial<Record<keyof V, string>>;

interface Options<V> {
  initialValues: V;
  validate: (values: V) => FormErrors<V>;
}

export function useForm<V extends object>({ initialValues, validate }: Options<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [edited, setEdited] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const allErrors = useMemo(() => validate(values), [validate, values]);
  const errorFor = useCallback(
    (name: keyof V): string | undefined => (submitted || touched[name] ? allErrors[name] : undefined),
    [allErrors, submitted, touched],
  );

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
  }, []);
  const touch = useCallback((name: keyof V) => setTouched((t) => (t[name] ? t : { ...t, [name]: true })), []);

  /**
   * Props for an MUI TextField bound to a string field; `hint` shows while there is no error.
   * The helper line is always there (a space when empty), so a message appearing on blur does not
   * push the submit button away between mousedown and mouseup, which would swallow the click.
   */
  const field = (name: keyof V & string, hint?: ReactNode) => {
    const error = errorFor(name);
    return {
      name,
      value: values[name] as string,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setValue(name, e.target.value as V[typeof name]);
        setEdited((d) => (d[name] ? d : { ...d, [name]: true }));
      },
      onBlur: () => {
        if (edited[name]) touch(name);
      },
      error: Boolean(error),
      helperText: error ?? hint ?? ' ',
    };
  };

  /** Validates everything; calls onValid only when clean, else moves focus to the first bad field. */
  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const errors = validate(values);
    const firstBad = (Object.keys(values) as Array<keyof V & string>).find((k) => errors[k]);
    if (firstBad) {
      // A radio group answers a RadioNodeList: focus its first radio.
      const element = event.currentTarget.elements.namedItem(firstBad);
      const target = element && 'length' in element ? element[0] : element;
      if (target instanceof HTMLElement) target.focus();
      return;
    }
    onValid(values);
  };

  const reset = useCallback((next: V) => {
    setValues(next);
    setTouched({});
    setEdited({});
    setSubmitted(false);
  }, []);

  return { values, setValue, touch, errorFor, field, handleSubmit, reset, isValid: Object.keys(allErrors).length === 0 };
}
