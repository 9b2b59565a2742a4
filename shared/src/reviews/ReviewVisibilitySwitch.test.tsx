import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../testing';
import { ReviewVisibilitySwitch } from './ReviewVisibilitySwitch';

test('hides a shown review by asking for the hidden state', async () => {
  const api = mockApi({ 'PUT /admin/reviews/toggle-review-mode/7': { data: { message: 'The review is hidden.' } } });
  renderWithProviders(<ReviewVisibilitySwitch review={{ id: 7, is_review_approved: true, is_reported: false }} />);
  fireEvent.click(screen.getByRole('switch', { name: 'Hide this review' }));
  await waitFor(() => expect(api.calls).toHaveLength(1));
  expect(api.calls[0]).toMatchObject({ method: 'PUT', body: { is_review_approved: false } });
  api.restore();
});

test('a reported review is locked, and says why', async () => {
  renderWithProviders(<ReviewVisibilitySwitch review={{ id: 8, is_review_approved: true, is_reported: true }} />);
  expect(screen.getByRole('switch')).toBeDisabled();
  fireEvent.mouseEnter(screen.getByTestId('review-locked-8'));
  expect(await screen.findByText('This review is reported: resolve its report first.')).toBeInTheDocument();
});
