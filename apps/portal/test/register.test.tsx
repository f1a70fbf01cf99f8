import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@docapply/ui';
import { seriousAxeViolations } from '@docapply/ui/test-kit';
import { renderApp } from './render-app';

async function openRegister() {
  const view = renderApp('/register');
  await screen.findByRole('heading', { name: 'Create your doctor account' });
  return { ...view, user: userEvent.setup() };
}

const VALID = {
  firstName: 'Dana',
  lastName: 'Doe',
  email: 'dana.doe@example.com',
  phone: '2125550100',
  password: 'correct horse battery',
};

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), VALID.firstName);
  await user.type(screen.getByLabelText(/Last name/), VALID.lastName);
  await user.type(screen.getByLabelText(/Email/), VALID.email);
  await user.type(screen.getByLabelText(/Mobile phone/), VALID.phone);
  await user.type(screen.getByLabelText(/^Password/), VALID.password);
  await user.type(screen.getByLabelText(/Confirm password/), VALID.password);
  await user.click(screen.getByRole('checkbox'));
}

describe('register', () => {
  it('marks every empty field Required on submit', async () => {
    const { user, api } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('Required')).toHaveLength(7);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('says Invalid email address and Invalid Phone when leaving bad values', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText(/Email/), 'dana@');
    await user.type(screen.getByLabelText(/Mobile phone/), '212555');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid Phone')).toBeInTheDocument();
  });

  it('links the words terms and conditions to the terms PDF', async () => {
    await openRegister();
    const link = screen.getByRole('link', { name: 'terms and conditions' });
    expect(link).toHaveAttribute('href', '/legal/terms-of-use.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('registers and sends the doctor to check the inbox', async () => {
    const { user, api, router } = await openRegister();
    api.post.mockResolvedValueOnce({ message: 'Check your inbox', email: VALID.email });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/emailVerify'));
    expect(api.post).toHaveBeenCalledWith('/auth/register', {
      firstName: VALID.firstName,
      lastName: VALID.lastName,
      email: VALID.email,
      phone: '+1 212-555-0100',
      password: VALID.password,
      confirmPassword: VALID.password,
      terms: 'true',
      practitionerType: 'physician',
    });
    expect(await screen.findByText(VALID.email)).toBeInTheDocument();
  });

  it('asks "I am a" with the practitioner types, Physician by default, and sends the choice', async () => {
    const { user, api } = await openRegister();
    const select = screen.getByRole('combobox', { name: /I am a/ });
    expect(select).toHaveTextContent('Physician (MD/DO)');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Nurse practitioner (NP)' }));
    // The menu's code replaced the drawn select with MUI's on the press: asked for again.
    expect(screen.getByRole('combobox', { name: /I am a/ })).toHaveTextContent('Nurse practitioner (NP)');
    api.post.mockResolvedValueOnce({ message: 'Check your inbox', email: VALID.email });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/auth/register',
        expect.objectContaining({ practitionerType: 'np' }),
      ),
    );
  });

  it('has no serious accessibility violations with the type field', async () => {
    await openRegister();
    await screen.findByRole('combobox', { name: /I am a/ });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it("shows the server's field errors on the matching inputs", async () => {
    const { user, api } = await openRegister();
    api.post.mockRejectedValueOnce(
      new ApiError({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Check the highlighted fields',
        fields: { password: 'This password is too common' },
      }),
    );
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This password is too common')).toBeInTheDocument();
  });
});
