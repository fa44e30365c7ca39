// A small form-state hook for the forms of every realm: values, validation by a pure function, and
// messages shown once a field the person typed in was left (blur) or a submit was tried, then kept
// live while typing. Leaving a field untouched says nothing: focus also moves by itself (an
// autofocused field loses it when the page frame focuses the new page), and a message about a
// field the person has not reached yet only gets in the way.
// A submit locks the form until its call has answered (useSubmitLock): a second click or Enter
// meanwhile sends nothing.
import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';

export type FormErrors<V> = Partial<Record<keyof V, string>>;

/**
 * What a submit handler answers: the promise of its call (settled once the API has answered and
 * the answer has been shown), or nothing when it made no call.
 */
export type SubmitWork = void | Promise<unknown>;

/**
 * One call at a time from a form or a confirm button: `run` starts `work` unless a call it started
 * has not answered yet, and `pending` is true from that moment until the answer. The lock is a ref,
 * taken in the event itself: a second click in the same tick, before React has rendered the
 * disabled button, finds it taken. A second request would answer for the first: a 409 "already
 * reviewed" landing before the 201 of the review it refers to.
 */
export function useSubmitLock() {
  const held = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback((work: () => SubmitWork): boolean => {
    if (held.current) return false;
    held.current = true;
    const release = () => {
      held.current = false;
      setPending(false);
    };
    let result: SubmitWork;
    try {
      result = work();
    } catch (error) {
      release();
      throw error;
    }
    if (result && typeof result.then === 'function') {
      setPending(true);
      // The handler shows its own failure; the lock only waits for the answer.
      void result.then(release, release);
    } else {
      release();
    }
    return true;
  }, []);
  const isHeld = useCallback(() => held.current, []);
  return { pending, run, isHeld };
}

interface Options<V> {
  initialValues: V;
  validate: (values: V) => FormErrors<V>;
}

export function useForm<V extends object>({ initialValues, validate }: Options<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [edited, setEdited] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const lock = useSubmitLock();

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

  /**
   * Validates everything; calls onValid only when clean, else moves focus to the first bad field.
   * onValid answers the promise of its call: until it settles the form is `submitting` and every
   * further submit is ignored.
   */
  const handleSubmit = (onValid: (values: V) => SubmitWork) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lock.isHeld()) return;
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
    lock.run(() => onValid(values));
  };

  const reset = useCallback((next: V) => {
    setValues(next);
    setTouched({});
    setEdited({});
    setSubmitted(false);
  }, []);

  return {
    values,
    setValue,
    touch,
    errorFor,
    field,
    handleSubmit,
    reset,
    isValid: Object.keys(allErrors).length === 0,
    /** From a valid submit until its call has answered: for the SubmitButton's `pending`. */
    submitting: lock.pending,
  };
}
