import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { AlertProvider, ApiError, AppThemeProvider, FormDialog, FormField, useFormSubmit } from '@/index';

const ZInvite = z.object({ email: z.string().min(1, 'Required'), name: z.string().min(1, 'Required') });
type TInvite = z.infer<typeof ZInvite>;

function InviteDialog({
  onSave,
  onClose,
}: {
  onSave: (values: TInvite) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<TInvite>({ resolver: zodResolver(ZInvite), defaultValues: { email: '', name: '' } });
  const [isPending, setIsPending] = useState(false);
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: ['email', 'name'],
    onSubmit: async (values) => {
      setIsPending(true);
      try {
        await onSave(values);
        onClose();
      } finally {
        setIsPending(false);
      }
    },
  });
  return (
    <FormDialog
      title="Invite someone"
      intro="They get an email."
      submitLabel="Send"
      isPending={isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField
        control={form.control}
        onValidityChange={onValidityChange}
        field={{ name: 'email', type: 'email', label: 'Email', required: true }}
      />
      <FormField
        control={form.control}
        onValidityChange={onValidityChange}
        field={{ name: 'name', type: 'text', label: 'Name', required: true }}
      />
    </FormDialog>
  );
}

/** A page with an opener; the dialog exists only while open, as the sites render theirs. */
function Page({ onSave }: { onSave: (values: TInvite) => Promise<unknown> }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setIsOpen(true)}>
        Invite
      </button>
      {isOpen ? <InviteDialog onSave={onSave} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}

function renderPage(onSave: (values: TInvite) => Promise<unknown> = vi.fn().mockResolvedValue(undefined)) {
  render(
    <AppThemeProvider>
      <MemoryRouter>
        <AlertProvider>
          <Page onSave={onSave} />
        </AlertProvider>
      </MemoryRouter>
    </AppThemeProvider>,
  );
  return { user: userEvent.setup(), onSave };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Invite' }));
  return screen.findByRole('dialog', { name: 'Invite someone' });
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'dana@example.org');
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Dana');
}

// Whole dialogs with MUI transitions: slow on a busy machine, so more time than the default 5 s.
describe('FormDialog', () => {
  it('is named by its title, described by its intro, and takes focus inside', async () => {
    const { user } = renderPage();
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription('They get an email.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('returns focus to the button that opened it, after Cancel, Escape and a successful submit', async () => {
    const { user, onSave } = renderPage();
    const opener = screen.getByRole('button', { name: 'Invite' });

    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    dialog = await openDialog(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSave).toHaveBeenCalledWith({ email: 'dana@example.org', name: 'Dana' });
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows the form’s own field errors and sends nothing', async () => {
    const { user, onSave } = renderPage();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages on their inputs and stays open', async () => {
    const message = 'This email already has an account.';
    const { user } = renderPage(
      vi
        .fn()
        .mockRejectedValue(
          new ApiError({ statusCode: 409, code: 'CONFLICT', message, fields: { email: message } }),
        ),
    );
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(message));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Invite someone' })).toBeInTheDocument();
  });

  it('shows any other refusal as the error alert, and stays open', async () => {
    const { user } = renderPage(
      vi
        .fn()
        .mockRejectedValue(
          new ApiError({ statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' }),
        ),
    );
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invite someone' })).toBeInTheDocument();
  });

  it('cannot be closed or sent twice while the submit runs', async () => {
    let finish: () => void = () => undefined;
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderPage(onSave);
    const dialog = await openDialog(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Invite someone' })).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('shows a message about the whole form above its fields', () => {
    render(
      <AppThemeProvider>
        <FormDialog
          title="Decide"
          submitLabel="Approve"
          error="The status changed meanwhile."
          onSubmit={vi.fn()}
          onClose={vi.fn()}
        />
      </AppThemeProvider>,
    );
    expect(within(screen.getByRole('dialog', { name: 'Decide' })).getByRole('alert')).toHaveTextContent(
      'The status changed meanwhile.',
    );
  });
});
