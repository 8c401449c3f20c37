import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepTypedValues, useTypedValues } from './typed-values';

/** A page's form as the sign-in page draws it: fields from React state, empty at first. */
function SignInForm({ onEmail }: { onEmail?: (email: string) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useTypedValues(formRef);
  return (
    <form ref={formRef} aria-label="Sign in">
      <input
        aria-label="Email"
        name="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          onEmail?.(e.target.value);
        }}
      />
      <input
        aria-label="Password"
        name="password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </form>
  );
}

/** The drawn page before its scripts: the same form in plain HTML, typed into. */
function drawnPage(values: { email: string; password: string }): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<form aria-label="Sign in"><input name="email" value=""><input name="password" type="password" value=""></form>';
  document.body.append(root);
  const [email, password] = Array.from(root.querySelectorAll('input'));
  if (!email || !password) throw new Error('no fields');
  email.value = values.email;
  password.value = values.password;
  return root;
}

describe('what was typed before the scripts arrived', () => {
  it('goes into the page’s state when React takes the drawn form over (hydration), through its change handlers', async () => {
    // the page as the build drew it, typed into before the scripts arrived
    const root = document.createElement('div');
    root.innerHTML = renderToString(<SignInForm />);
    document.body.append(root);
    const email = root.querySelector<HTMLInputElement>('input[name="email"]');
    const password = root.querySelector<HTMLInputElement>('input[name="password"]');
    if (!email || !password) throw new Error('no fields');
    email.value = 'aroha@example.com';
    password.value = 'typed-early';
    keepTypedValues(root);
    // typed on after start-up, before the page's form took over
    password.value = 'typed-later';
    password.dispatchEvent(new Event('input', { bubbles: true }));

    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(root, <SignInForm onEmail={(typed) => seen.push(typed)} />);
    });
    expect(email.value).toBe('aroha@example.com');
    expect(password.value).toBe('typed-later');
    // the page's own state has it (what its submit sends), not only the DOM
    expect(seen).toEqual(['aroha@example.com']);
    root.remove();
  });

  it('is given to the first form only: a page opened later starts empty', async () => {
    const drawn = drawnPage({ email: 'first@example.com', password: '' });
    keepTypedValues(drawn);
    drawn.remove();
    const first = render(<SignInForm />);
    await act(async () => undefined);
    first.unmount();
    render(<SignInForm />);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('');
  });
});
