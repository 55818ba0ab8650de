import { UsernameLoginInputSchema, type UsernameLoginInput } from '@app/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Form, FormField, useZodForm } from '../../src/components/ui/form.tsx';
import { setLanguage } from '../../src/i18n/index.ts';

type Input = z.input<typeof UsernameLoginInputSchema>;

/** A form on the contracts schema of session.login: what it submits is the procedure's input. */
function LoginLike({
  onSubmit,
  serverError,
}: {
  onSubmit: (input: UsernameLoginInput) => void;
  serverError?: string;
}) {
  const form = useZodForm<Input, UsernameLoginInput>(UsernameLoginInputSchema, {
    defaultValues: { type: 'username', username: '', password: '' },
  });
  return (
    <Form
      form={form}
      onSubmit={(input) => {
        if (serverError) form.setError('username', { type: 'server', message: serverError });
        else onSubmit(input);
      }}
    >
      <FormField<Input> name="username" id="f-username" label="Username" type="text" />
      <FormField<Input>
        name="password"
        id="f-password"
        label="Password"
        type="password"
        hint="At least one character"
      />
      <button type="submit">Send</button>
    </Form>
  );
}

describe('Form and FormField (react-hook-form + contracts schema)', () => {
  it('labels each input and describes it by its hint', () => {
    render(<LoginLike onSubmit={() => undefined} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('id', 'f-password');
    expect(password).toHaveAccessibleDescription('At least one character');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a bad submit with the catalogue texts, wired by ARIA, first invalid field focused', async () => {
    const user = userEvent.setup();
    const sent: UsernameLoginInput[] = [];
    render(<LoginLike onSubmit={(input) => sent.push(input)} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const username = screen.getByLabelText('Username');
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('This field is required');
    expect(username).toHaveAttribute('aria-describedby', 'f-username-error');
    // The error replaces the hint as the password's description.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
    expect(username).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('focuses the first field that is invalid, not the first field', async () => {
    const user = userEvent.setup();
    render(<LoginLike onSubmit={() => undefined} />);
    await user.type(screen.getByLabelText('Username'), 'player01');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it("submits the schema's parsed output", async () => {
    const user = userEvent.setup();
    const sent: UsernameLoginInput[] = [];
    render(<LoginLike onSubmit={(input) => sent.push(input)} />);
    await user.type(screen.getByLabelText('Username'), '  player01 ');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ type: 'username', username: 'player01', password: 'secret' }]);
  });

  it('shows a server field error (a catalogue key) like its own', async () => {
    const user = userEvent.setup();
    render(<LoginLike onSubmit={() => undefined} serverError="validation.username" />);
    await user.type(screen.getByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Account format is incorrect');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it("speaks the player's language (Filipino)", async () => {
    await act(async () => {
      await setLanguage('TY');
    });
    const user = userEvent.setup();
    render(<LoginLike onSubmit={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Kinakailangan ang field na ito')).toHaveLength(2);
  });
});
