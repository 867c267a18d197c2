import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/utils.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

describe('newsletter signup', () => {
  it("posts the e-mail and shows the server's answer", async () => {
    const { requestsTo } = mockApi({
      'POST /api/newsletter': () => ({ status: 200, body: { success: true, message: 'Thanks!' } }),
    });
    renderWithApp(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'fan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    expect(requestsTo('/api/newsletter')[0]?.body).toEqual({ email: 'fan@example.com' });
    expect(screen.getByLabelText('Your e-mail address')).toHaveValue('');
  });

  it("shows the server's refusal, or Something went wrong", async () => {
    mockApi({ 'POST /api/newsletter': () => ({ status: 500 }) });
    renderWithApp(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'fan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Your e-mail address')).toHaveValue('fan@example.com');
  });
});
