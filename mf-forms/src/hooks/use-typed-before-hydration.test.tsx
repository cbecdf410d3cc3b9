import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

function TinyForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ fullName: '', newsletter: false });
  useTypedBeforeHydration(formRef, setValues);
  return (
    <form ref={formRef}>
      <input
        name="fullName"
        value={values.fullName}
        onChange={(e) => setValues({ ...values, fullName: e.target.value })}
      />
      <input
        type="checkbox"
        name="newsletter"
        checked={values.newsletter}
        onChange={(e) => setValues({ ...values, newsletter: e.target.checked })}
      />
      <output>{`${values.fullName}|${values.newsletter}`}</output>
    </form>
  );
}

describe('a server-rendered form a visitor used before it hydrated', () => {
  it('keeps what they typed and ticked', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TinyForm />);
    document.body.appendChild(container);
    const name = container.querySelector<HTMLInputElement>('input[name="fullName"]');
    const box = container.querySelector<HTMLInputElement>('input[name="newsletter"]');
    if (!name || !box) throw new Error('the server HTML has no fields');
    name.value = 'Ada Lovelace';
    box.checked = true;
    await act(async () => {
      hydrateRoot(container, <TinyForm />);
    });
    expect(container.querySelector('output')?.textContent).toBe('Ada Lovelace|true');
    expect(name.value).toBe('Ada Lovelace');
    container.remove();
  });
});
