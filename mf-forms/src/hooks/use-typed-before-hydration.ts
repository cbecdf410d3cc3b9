import { type Dispatch, type RefObject, type SetStateAction, useLayoutEffect } from 'react';

/**
 * A server-rendered form is on screen before its code: a visitor may type into it before it
 * hydrates. React keeps what they typed in the page but its state starts empty, and the next
 * render would wipe the fields. Once, when the form mounts, take what is already in its text
 * fields, selects, checkboxes and groups of checkboxes into the state: nothing a visitor typed
 * or picked is lost.
 */
export function useTypedBeforeHydration<Values extends object>(
  formRef: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<Values>>,
): void {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setValues((values) => {
      const typed: Partial<Record<keyof Values, string | boolean | string[]>> = {};
      for (const field of Object.keys(values) as (keyof Values & string)[]) {
        const element = form.elements.namedItem(field);
        const current = values[field];
        if (Array.isArray(current)) {
          // A group of boxes under one name: the values of those ticked, in the page's order.
          const ticked = [...form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${field}"]`)]
            .filter((box) => box.checked)
            .map((box) => box.value);
          if (ticked.join('\n') !== current.join('\n')) typed[field] = ticked;
        } else if (element instanceof HTMLInputElement && element.type === 'checkbox') {
          if (typeof current === 'boolean' && element.checked !== current) typed[field] = element.checked;
        } else if (
          (element instanceof HTMLInputElement ||
            element instanceof HTMLTextAreaElement ||
            element instanceof HTMLSelectElement) &&
          typeof current === 'string' &&
          element.value !== '' &&
          element.value !== current
        ) {
          typed[field] = element.value;
        }
      }
      return Object.keys(typed).length === 0 ? values : { ...values, ...typed };
    });
  }, [formRef, setValues]);
}
