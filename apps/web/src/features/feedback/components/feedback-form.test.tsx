import { FEEDBACK_MESSAGES } from '@gym/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import FeedbackRoute from '../../../app/routes/public/feedback.tsx';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';

const renderPage = () => renderWithApp(<FeedbackRoute />, { path: '/feedback' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit feedback' }));

async function fill(message: string, rating: string) {
  await userEvent.type(screen.getByLabelText('Message'), message);
  await userEvent.selectOptions(screen.getByLabelText('Rating'), rating);
}

describe('feedback page', () => {
  it('offers the five ratings by name', () => {
    mockApi();
    renderPage();
    const options = within(screen.getByLabelText('Rating'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose a rating', '1 – Poor', '2 – Fair', '3 – Good', '4 – Very Good', '5 – Excellent']);
  });

  it('asks a logged-out visitor to log in, with a way back here, and sends nothing', async () => {
    const { requestsTo } = mockApi();
    renderPage();
    await fill('Great gym', '5');
    await submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FEEDBACK_MESSAGES.loginToSubmit);
    expect(screen.getAllByText(FEEDBACK_MESSAGES.loginToSubmit)).toHaveLength(2); // the alert and the toast
    await userEvent.click(within(alert).getByRole('link', { name: 'Log in' }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ from: '/feedback' });
    expect(requestsTo('/api/feedback')).toHaveLength(0);
  });

  it('asks a visitor to log in even before the form is complete', async () => {
    mockApi();
    renderPage();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(FEEDBACK_MESSAGES.loginToSubmit);
  });

  it('needs a message and a rating', async () => {
    const { requestsTo } = mockApi();
    signIn('user');
    renderPage();
    await submit();
    expect(await screen.findByText(FEEDBACK_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Rating')).toHaveAccessibleDescription(FEEDBACK_MESSAGES.ratingRequired);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestsTo('/api/feedback')).toHaveLength(0);
  });

  it('sends a member’s feedback, thanks them and clears the form', async () => {
    const { requestsTo } = mockApi({
      'POST /api/feedback': ({ body }) => ({
        status: 201,
        body: {
          id: 7,
          userId: 1,
          userName: 'Jane Doe',
          createdAt: '2025-03-05T14:30:00.000Z',
          isProcessed: false,
          ...(body as object),
        },
      }),
    });
    signIn('user');
    renderPage();
    await fill('  Great trainers ', '4');
    await submit();

    expect(await screen.findByText(FEEDBACK_MESSAGES.submitted)).toBeInTheDocument();
    expect(requestsTo('/api/feedback')[0]?.body).toEqual({ message: 'Great trainers', rating: 4 });
    expect(requestsTo('/api/feedback')[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Rating')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'My feedback' })).toHaveAttribute('href', '/dashboard/user/feedbacks');
  });

  it("shows the server's refusal and keeps the text", async () => {
    mockApi({
      'POST /api/feedback': () => ({ status: 403, body: { message: 'You do not have permission to do that' } }),
    });
    signIn('user');
    renderPage();
    await fill('Great trainers', '4');
    await submit();
    expect(await screen.findByText('You do not have permission to do that')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Great trainers');
  });

  it.each(['staff', 'trainer', 'admin'] as const)('tells %s that feedback is for members, without a form', (role) => {
    mockApi();
    signIn(role);
    renderPage();
    expect(screen.getByText(/feedback is for members/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit feedback' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', `/dashboard/${role}`);
  });
});
