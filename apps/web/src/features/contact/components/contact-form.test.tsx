import { AUTH_MESSAGES, CONTACT_MESSAGES, PHONE_MESSAGES } from '@gym/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/utils.tsx';
import { ContactForm } from './contact-form.tsx';

const valid = {
  Name: 'Jane Doe',
  Email: 'jane@example.com',
  City: 'New York',
  Phone: '(212) 555-0123',
  Message: 'I would like a tour',
};
type Label = keyof typeof valid;

async function fill(values: Partial<Record<Label, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));
/** The error notice: react-hot-toast announces each toast in a polite status region. */
const notice = async (text: string) =>
  waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(text));

describe('contact form', () => {
  it('has a labelled input for each of the five fields', () => {
    mockApi();
    renderWithApp(<ContactForm />);
    for (const label of Object.keys(valid)) expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it('reports the spec rules in order, as a notice and on each field, and sends nothing', async () => {
    const { requestsTo } = mockApi();
    renderWithApp(<ContactForm />);
    await fill({ ...valid, Name: 'J4ne', City: 'C1ty', Phone: '123', Message: '' });
    await send();

    await notice(CONTACT_MESSAGES.nameInvalid);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(CONTACT_MESSAGES.nameInvalid);
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(CONTACT_MESSAGES.cityInvalid);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      expect.stringContaining(PHONE_MESSAGES.invalid('US')),
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      expect.stringContaining(CONTACT_MESSAGES.messageRequired),
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await fill({ Name: valid.Name });
    await send();
    await notice(CONTACT_MESSAGES.cityInvalid);

    await fill({ City: valid.City });
    await send();
    await notice(PHONE_MESSAGES.invalid('US'));

    await fill({ Phone: valid.Phone });
    await send();
    await notice(CONTACT_MESSAGES.messageRequired);

    // One notice at a time: the earlier ones were replaced.
    expect(screen.queryByText(CONTACT_MESSAGES.nameInvalid)).not.toBeInTheDocument();
    expect(requestsTo('/api/contact')).toHaveLength(0);
  });

  it('checks the e-mail in its place, after the name', async () => {
    mockApi();
    renderWithApp(<ContactForm />);
    await fill({ ...valid, Email: 'nope', City: 'C1ty' });
    await send();
    await notice(AUTH_MESSAGES.emailInvalid);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(AUTH_MESSAGES.emailInvalid);
  });

  it('sends all five fields, says so and clears the form', async () => {
    const { requestsTo } = mockApi({
      'POST /api/contact': () => ({ status: 201, body: { success: true, message: CONTACT_MESSAGES.sent } }),
    });
    renderWithApp(<ContactForm />);
    await fill(valid);
    await send();

    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(requestsTo('/api/contact')[0]?.body).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      city: 'New York',
      phone: '+12125550123',
      message: 'I would like a tour',
    });
    for (const label of Object.keys(valid)) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it("shows the server's message and its field errors, and keeps what was typed", async () => {
    mockApi({
      'POST /api/contact': () => ({
        status: 400,
        body: { message: CONTACT_MESSAGES.cityInvalid, errors: { city: [CONTACT_MESSAGES.cityInvalid] } },
      }),
    });
    renderWithApp(<ContactForm />);
    await fill(valid);
    await send();
    await notice(CONTACT_MESSAGES.cityInvalid);
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(CONTACT_MESSAGES.cityInvalid);
    expect(screen.getByLabelText('Name')).toHaveValue(valid.Name);
  });

  it('says Something went wrong when the server gives no message', async () => {
    mockApi({ 'POST /api/contact': () => ({ status: 500 }) });
    renderWithApp(<ContactForm />);
    await fill(valid);
    await send();
    await notice('Something went wrong');
    expect(screen.getByLabelText('Message')).toHaveValue(valid.Message);
  });
});
