// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Answer } from '../../testing/harness.tsx';
import { customerFixture } from './account-fixtures.ts';
import AccountPage from './AccountPage.tsx';

afterEach(cleanup);

function renderPersonal(answers: Record<string, Answer>) {
  const h = harness({ path: '/customer/account/personalInformation', signedIn: true, answers });
  render(<AccountPage route="personalInformation" />, { wrapper: h.Wrapper });
  return h;
}

const field = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string | RegExp, value: string) => fireEvent.input(field(name), { target: { value } });
const sentOf = (h: ReturnType<typeof harness>, name: string) => h.sent.filter((op) => op.name === name);

const updated = (input: Record<string, unknown>) => ({
  updateCustomerV2: { customer: { ...customerFixture(), ...input } },
});

describe('personal information', () => {
  it("loads the customer's details, gender 2 when none is set", async () => {
    renderPersonal({ GetAccountCustomer: { customer: customerFixture({ middlename: 'Petrivna' }) } });
    expect(screen.getByRole('heading', { level: 1, name: 'Personal information' })).toBeTruthy();
    await waitFor(() => expect(field('First name').value).toBe('Olena'));
    expect(field('Last name').value).toBe('Koval');
    expect(field('Middle name (optional)').value).toBe('Petrivna');
    expect(field('Date of birth').value).toBe('1990-05-17');
    expect(field('Phone').value).toBe('+380671234567');
    expect((screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Male' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Current e-mail: olena@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/customer/account/changePassword',
    );
  });

  it('saves the edited details with updateCustomerV2 and says so', async () => {
    const h = renderPersonal({
      GetAccountCustomer: { customer: customerFixture({ gender: 2 }) },
      UpdateCustomerInformation: (v: { input: Record<string, unknown> }) => updated(v.input),
    });
    await waitFor(() => expect(field('First name').value).toBe('Olena'));
    type('First name', '  Oksana ');
    type('Middle name (optional)', 'Ivanivna');
    fireEvent.click(screen.getByRole('radio', { name: 'Male' }));
    type('Date of birth', '1988-02-29');
    type('Phone', '050 765 43 21');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your details are saved.');
    expect(sentOf(h, 'UpdateCustomerInformation')[0]!.variables.input).toEqual({
      firstname: 'Oksana',
      middlename: 'Ivanivna',
      lastname: 'Koval',
      gender: 1,
      date_of_birth: '1988-02-29',
      phone: '+380507654321',
    });
  });

  it('leaves out an empty phone and date of birth', async () => {
    const h = renderPersonal({
      GetAccountCustomer: { customer: customerFixture({ phone: null, date_of_birth: null }) },
      UpdateCustomerInformation: (v: { input: Record<string, unknown> }) => updated(v.input),
    });
    await waitFor(() => expect(field('Phone').value).toBe('+380'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your details are saved.');
    const input = sentOf(h, 'UpdateCustomerInformation')[0]!.variables.input as Record<string, unknown>;
    expect(input).not.toHaveProperty('phone');
    expect(input).not.toHaveProperty('date_of_birth');
    expect(input.gender).toBe(2);
  });

  it('validates inline and sends nothing until the fields are right', async () => {
    const h = renderPersonal({ GetAccountCustomer: { customer: customerFixture() } });
    await waitFor(() => expect(field('First name').value).toBe('Olena'));
    type('First name', ' ');
    type('Phone', '12345');
    type('Date of birth', '2999-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('First name').getAttribute('aria-invalid')).toBe('true'));
    const describedText = (input: HTMLInputElement) =>
      document.getElementById(input.getAttribute('aria-describedby')!)?.textContent;
    expect(describedText(field('First name'))).toBe('Please enter your first name.');
    expect(describedText(field('Phone'))).toBe('Enter a Ukrainian phone number: +380 and 9 digits.');
    expect(describedText(field('Date of birth'))).toBe('Enter a date of birth in the past.');
    expect(document.activeElement).toBe(field('First name'));
    expect(
      screen.getAllByRole('status').some((s) => s.textContent?.includes('Please enter your first name.')),
    ).toBe(true);
    expect(sentOf(h, 'UpdateCustomerInformation')).toHaveLength(0);
    // The error follows typing.
    type('First name', 'Olena');
    await waitFor(() => expect(field('First name').getAttribute('aria-invalid')).toBeNull());
  });

  it("shows the server's refusal", async () => {
    renderPersonal({
      GetAccountCustomer: { customer: customerFixture() },
      UpdateCustomerInformation: { error: { message: '"Phone" is not valid.', category: 'graphql-input' } },
    });
    await waitFor(() => expect(field('First name').value).toBe('Olena'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('"Phone" is not valid.');
    expect(screen.queryByText('Your details are saved.')).toBeNull();
  });

  it('changes the e-mail with the password (updateCustomerEmail)', async () => {
    const h = renderPersonal({
      GetAccountCustomer: { customer: customerFixture() },
      UpdateCustomerEmail: (v: { email: string }) => ({
        updateCustomerEmail: { customer: { email: v.email } },
      }),
    });
    const section = await screen.findByRole('region', { name: 'E-mail' });
    fireEvent.click(within(section).getByRole('button', { name: 'Change e-mail' }));
    await within(section).findByText('Please enter your e-mail.');
    expect(within(section).getByText('Enter your password to confirm the change.')).toBeTruthy();
    type('New e-mail', 'not-an-email');
    await within(section).findByText('Enter a valid e-mail address.');
    type('New e-mail', 'oksana@example.com');
    type('Your password', 'secret-pass-1');
    fireEvent.click(within(section).getByRole('button', { name: 'Change e-mail' }));
    await within(section).findByText('Your e-mail is changed.');
    expect(sentOf(h, 'UpdateCustomerEmail')[0]!.variables).toEqual({
      email: 'oksana@example.com',
      password: 'secret-pass-1',
    });
    expect(within(section).getByText('Current e-mail: oksana@example.com')).toBeTruthy();
    expect(field('Your password').value).toBe('');
  });

  it('keeps the new e-mail and clears the password when the password is wrong', async () => {
    renderPersonal({
      GetAccountCustomer: { customer: customerFixture() },
      UpdateCustomerEmail: {
        error: {
          message: "The password doesn't match this account. Verify the password and try again.",
          category: 'graphql-authentication',
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'E-mail' });
    type('New e-mail', 'oksana@example.com');
    type('Your password', 'wrong');
    fireEvent.click(within(section).getByRole('button', { name: 'Change e-mail' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      "The password doesn't match this account. Verify the password and try again.",
    );
    expect(field('New e-mail').value).toBe('oksana@example.com');
    expect(field('Your password').value).toBe('');
    expect(within(section).getByText('Current e-mail: olena@example.com')).toBeTruthy();
  });
});
